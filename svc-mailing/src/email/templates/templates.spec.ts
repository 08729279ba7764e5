import { EMAIL_TEMPLATE_NAMES, emailDataSchema, type EmailRequest, type EmailTemplateName } from '@atelier/contracts';
import { EMAIL_TEMPLATES, renderEmail } from '.';
import { escapeHtml, formatDay, formatMoney } from './template';

const context = {
  siteName: 'Atelier',
  signature: 'Aroha Lane',
  siteUrl: 'https://atelier.example',
  artistEmail: 'artist@atelier.example',
  recipient: 'aroha@example.com',
};
const facts = { bookingId: 7, adventureTitle: 'Half Day', date: '2031-03-14', guests: 2, total: '900', currency: 'NZD' };
const booking = { ...facts, guestName: 'Aroha', sequence: 0 };

/** Sample data of every template, as its senders send it (the compiler checks it against the contracts). */
const samples: { [Name in EmailTemplateName]: EmailRequest<Name>['data'] } = {
  'password-reset': { link: 'https://atelier.example/password-reset?token=abc', minutes: 30 },
  'inquiry-to-artist': {
    firstName: 'Jane',
    lastName: '<b>Doe</b>',
    email: 'jane@example.com',
    inquiryType: 'general',
    message: 'Hello\n<script>alert(1)</script>',
    paintingId: null,
    phone: null,
  },
  'booking-request': { ...facts, link: 'https://atelier.example/booking/confirm?token=abc', minutes: 120 },
  'booking-guest': booking,
  'booking-artist': {
    ...facts,
    guestName: 'Aroha Ngata',
    guestEmail: 'aroha@example.com',
    guestPhone: null,
    specialRequests: 'None',
    secondGuestName: 'Tama Ngata',
  },
  'booking-confirmed': booking,
  'booking-cancelled': { ...booking, reason: 'Storm warning' },
  'booking-moved': { ...booking, reason: 'Rain forecast', previousDate: '2031-03-13' },
  'order-confirmation': {
    customerName: 'Pat',
    paintingTitle: 'Lake Hayes',
    amount: '4200.00',
    price: '4200.00',
    shipping: '0.00',
    currency: 'EUR',
    orderId: 12,
    shippingAddress: null,
  },
  'order-shipped': {
    customerName: 'Pat',
    paintingTitle: 'Lake Hayes',
    orderId: 12,
    carrier: 'NZ Post',
    trackingNumber: 'LP123456789NZ',
    trackingUrl: 'https://track.example/LP123456789NZ',
    shippingAddress: '12 Beach Road\nGlenorchy 9372\nNZ',
  },
  'order-ready-for-pickup': { customerName: 'Pat', paintingTitle: 'Lake Hayes', orderId: 12, pickupStudio: 'Waipu studio' },
  'sale-notice': {
    paintingTitle: 'Lake Hayes',
    orderId: 12,
    amount: 4200,
    currency: 'GBP',
    customerName: 'Pat',
    paymentMethod: 'Card (Stripe)',
    paymentReference: 'pi_123',
  },
  'refund-notice': {
    paintingTitle: 'Lake Hayes',
    paintingId: 7,
    amount: '4250.00',
    currency: 'NZD',
    customerName: 'Pat',
    paymentMethod: 'PayPal',
    paymentReference: '5O190127TN364715T',
    refundReference: 'R-1',
    reason: 'The painting was already sold when this payment arrived.',
  },
  'refund-confirmation': {
    customerName: 'Pat',
    paintingTitle: 'Lake Hayes',
    amount: '950.00',
    currency: 'NZD',
    paymentMethod: 'PayPal',
    orderId: 12,
  },
  'account-changed': { change: 'email', newEmail: 'new@atelier.example', at: '2026-11-25T20:00:00.000Z' },
  'newsletter-confirm': { token: 'k'.repeat(43) },
  'newsletter-welcome': { firstName: 'Aroha', token: 'k'.repeat(43) },
};

/** Whether the template's schema in the contracts takes this data. */
const accepts = (name: EmailTemplateName, data: unknown) => emailDataSchema(name).safeParse(data).success;

describe('e-mail templates', () => {
  it('renders every template of the contracts', () => {
    expect(Object.keys(EMAIL_TEMPLATES).sort()).toEqual([...EMAIL_TEMPLATE_NAMES].sort());
  });

  it.each(EMAIL_TEMPLATE_NAMES)('%s renders a subject, readable HTML and the same words as text', (name) => {
    const email = renderEmail(name, samples[name], context);
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject.length).toBeGreaterThan(10);
    expect(email.html).toMatch(/^<!DOCTYPE html>/);
    expect(email.html).not.toMatch(/<script/);
    expect(email.text).toContain('https://atelier.example');
    expect(email.text).not.toMatch(/<\/?(p|a|h1|table|tr|td|div|br|strong|blockquote)\b/);
  });

  it('escapes what visitors typed and keeps it word for word in the text', () => {
    const email = renderEmail('inquiry-to-artist', samples['inquiry-to-artist'], context);
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('&lt;b&gt;Doe&lt;/b&gt;');
    expect(email.text).toContain('> <script>alert(1)</script>');
    expect(email.subject).toBe('New enquiry: General Inquiry from Jane <b>Doe</b>');
  });

  it('asks the guest to confirm a booking with the link and the hold, greeting generically: nothing the visitor wrote', () => {
    // A caller that still sent the visitor's words: the request's data has no place for them.
    const email = renderEmail(
      'booking-request',
      {
        ...samples['booking-request'],
        guestName: 'URGENT your account is locked - call 0800 123 456',
        specialRequests: 'Visit evil.example',
      },
      context,
    );
    expect(email.subject).toBe('Please confirm your painting adventure booking: Friday 14 March 2031');
    expect(email.text).toContain('Kia ora, please confirm your painting adventure booking:');
    expect(email.text).toContain('https://atelier.example/booking/confirm?token=abc');
    expect(email.text).toContain('We hold the date for you for 2 hours.');
    for (const part of [email.subject, email.text, email.html]) expect(part).not.toMatch(/URGENT|0800|evil\.example/);
    expect(EMAIL_TEMPLATES['booking-request'].sensitive).toBe(true);
    // Once the guest confirmed, their summary greets them by the name they gave.
    expect(renderEmail('booking-guest', booking, context).text).toContain('Kia ora Aroha, your painting adventure booking');
  });

  it("gives the artist the guests' names, the phone and the e-mail in her copy of a booking", () => {
    const email = renderEmail('booking-artist', { ...samples['booking-artist'], guestPhone: ' +64 21 555 0101 ' }, context);
    expect(email.text).toMatch(/Guest: +Aroha Ngata\nGuest 2: +Tama Ngata\nEmail: +aroha@example\.com\nPhone: +\+64 21 555 0101\n/);
    expect(email.html).toContain('<a href="mailto:aroha@example.com"');
    expect(email.html).toContain('+64 21 555 0101');
    // A guest alone who gave no phone: no empty rows.
    const alone = renderEmail('booking-artist', { ...samples['booking-artist'], secondGuestName: null }, context);
    expect(alone.text).not.toMatch(/Phone|Guest 2/);
    // A copy queued by the previous version, without the second guest's name, still sends.
    const { secondGuestName: _, ...queuedBefore } = samples['booking-artist'];
    expect(renderEmail('booking-artist', queuedBefore, context).text).toMatch(/Guest: +Aroha Ngata\nEmail:/);
  });

  it('asks a new subscriber to confirm, and gives every newsletter e-mail a one-click unsubscribe (RFC 8058)', () => {
    const token = 'k'.repeat(43);
    const confirm = renderEmail('newsletter-confirm', { token }, context);
    expect(confirm.text).toContain('Kia ora, thank you for signing up');
    expect(confirm.text).toContain(`Confirm my subscription:\nhttps://atelier.example/newsletter/confirm?token=${token}`);
    expect(confirm.text).toContain(`https://atelier.example/newsletter/unsubscribe?token=${token}`);
    expect(confirm.listUnsubscribe).toBe(`https://atelier.example/api/newsletter/unsubscribe/${token}`);
    const welcome = renderEmail('newsletter-welcome', { firstName: 'Aroha', token }, context);
    expect(welcome.text).toContain('Kia ora Aroha,'); // confirmed: the name they gave is theirs to read
    expect(welcome.text).toContain(`https://atelier.example/newsletter/unsubscribe?token=${token}`);
    expect(welcome.listUnsubscribe).toBe(confirm.listUnsubscribe);
    // The other e-mails are not newsletters: no list to leave.
    expect(renderEmail('password-reset', samples['password-reset'], context).listUnsubscribe).toBeUndefined();
    expect(accepts('newsletter-confirm', { token: 'short' })).toBe(false);
  });

  it('tells the buyer how their painting travels: tracking when it ships, the studio and an appointment for pickup', () => {
    const email = renderEmail('order-shipped', samples['order-shipped'], context);
    expect(email.subject).toBe('Your painting is on its way: Lake Hayes');
    expect(email.text).toMatch(/Carrier: +NZ Post/);
    expect(email.text).toMatch(/Tracking number: +LP123456789NZ <https:\/\/track\.example\/LP123456789NZ>/);
    expect(email.text).toContain('Track your parcel:\nhttps://track.example/LP123456789NZ');
    expect(email.html).toContain('<a href="https://track.example/LP123456789NZ"');
    // Without a link: the number alone, and no button.
    const unlinked = renderEmail('order-shipped', { ...samples['order-shipped'], trackingUrl: null }, context);
    expect(unlinked.text).toMatch(/Tracking number: +LP123456789NZ\n/);
    expect(unlinked.text).not.toContain('Track your parcel');
    expect(accepts('order-shipped', { ...samples['order-shipped'], trackingUrl: 'javascript:alert(1)' })).toBe(false);
    expect(accepts('order-shipped', { ...samples['order-shipped'], carrier: '' })).toBe(false);

    const ready = renderEmail('order-ready-for-pickup', samples['order-ready-for-pickup'], context);
    expect(ready.subject).toBe('Ready to collect: Lake Hayes');
    expect(ready.text).toMatch(/Collect from: +Waipu studio \(by appointment\)/);
    expect(ready.text).toContain('reply to this e-mail with a day and time that suit you');
  });

  it('names the studio instead of an address when the buyer collects the painting', () => {
    for (const name of ['order-confirmation', 'sale-notice'] as const) {
      const pickup = renderEmail(name, { ...samples[name], pickupStudio: 'Glenorchy studio' }, context);
      expect(pickup.text).toMatch(/Collect from: +Glenorchy studio \(by appointment\)/);
      expect(pickup.text).not.toContain('Ship to');
      const shipped = renderEmail(name, { ...samples[name], shippingAddress: '1 Queen Street\nAuckland' }, context);
      expect(shipped.text).toMatch(/Ship to: +1 Queen Street/);
      expect(shipped.text).not.toContain('Collect from');
    }
  });

  it('refuses data a template cannot render', () => {
    expect(accepts('booking-moved', { ...booking, previousDate: '2031-03-13' })).toBe(false); // no reason
    expect(accepts('booking-guest', { ...booking, date: '14/03/2031' })).toBe(false);
    expect(accepts('password-reset', { link: 'javascript:alert(1)', minutes: 30 })).toBe(false);
    expect(accepts('booking-request', booking)).toBe(false); // no link
  });

  it('formats money, days and links the way a reader expects', () => {
    expect(formatMoney('4200', 'NZD')).toBe('$4,200.00 NZD');
    expect(formatMoney(99.5, 'EUR')).toBe('€99.50 EUR');
    expect(formatDay('2031-03-14')).toBe('Friday 14 March 2031');
    expect(escapeHtml(`"<'&>"`)).toBe('&quot;&lt;&#39;&amp;&gt;&quot;');
  });
});
