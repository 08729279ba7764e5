import ICAL from 'ical.js';
import { EMAIL_TEMPLATES } from '.';
import { bookingInvite } from './booking-invite';

const context = {
  siteName: 'Atelier',
  signature: 'Aroha Lane',
  siteUrl: 'https://atelier.example',
  artistEmail: 'artist@atelier.example',
  recipient: 'aroha@example.com',
};
const booking = { bookingId: 7, sequence: 0, date: '2031-03-14', adventureTitle: 'Half Day Painting', guests: 2 };

/** The invitation as a calendar program reads it: its method and its one event. */
function read(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), event, vevent: calendar.getFirstSubcomponent('vevent')! };
}

describe('bookingInvite', () => {
  it('invites the guest to the adventure day: an all-day event, organised by the artist, one UID per booking', () => {
    const invite = bookingInvite(booking, context, 'REQUEST');
    const { method, event, vevent } = read(invite.content);

    expect(invite.method).toBe('REQUEST');
    expect(method).toBe('REQUEST');
    expect(event.uid).toBe('booking-7@atelier.example');
    expect(event.sequence).toBe(0);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2031-03-14');
    expect(event.endDate.toString()).toBe('2031-03-15');
    expect(event.summary).toBe('Half Day Painting (Atelier)');
    expect(event.description).toContain('2 guests');
    // URI schemes are case-insensitive (RFC 3986): calendars read MAILTO: and mailto: alike.
    expect(event.organizer.toLowerCase()).toBe('mailto:artist@atelier.example');
    expect(event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual(['mailto:aroha@example.com']);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('updates the same event when the day moves, and cancels it with METHOD:CANCEL', () => {
    const first = read(bookingInvite(booking, context, 'REQUEST').content);
    const moved = read(bookingInvite({ ...booking, date: '2031-12-31', sequence: 3 }, context, 'REQUEST').content);
    const cancelled = read(bookingInvite({ ...booking, date: '2031-12-31', sequence: 4 }, context, 'CANCEL').content);

    expect(moved.event.uid).toBe(first.event.uid);
    expect(moved.event.sequence).toBeGreaterThan(first.event.sequence);
    expect(moved.event.startDate.toString()).toBe('2031-12-31');
    expect(moved.event.endDate.toString()).toBe('2032-01-01');
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.event.uid).toBe(first.event.uid);
    expect(cancelled.event.sequence).toBe(4);
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('keeps the day whatever the zone of the server', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['Pacific/Auckland', 'America/Los_Angeles', 'UTC']) {
        process.env.TZ = tz;
        expect(read(bookingInvite(booking, context, 'REQUEST').content).event.startDate.toString()).toBe('2031-03-14');
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('rides on the guest e-mails that name the booking: booked, confirmed, moved (REQUEST) and cancelled (CANCEL)', () => {
    const data = { guestName: 'Aroha', adventureTitle: 'Half Day Painting', date: '2031-03-14', guests: 2, total: '900', currency: 'NZD' };
    const render = (name: string, extra: object) => {
      const template = EMAIL_TEMPLATES.get(name)!;
      return template.render(template.data.parse({ ...data, ...extra }), context);
    };
    expect(render('booking-guest', { bookingId: 7 }).calendar?.method).toBe('REQUEST');
    expect(render('booking-confirmed', { bookingId: 7, sequence: 3 }).calendar?.method).toBe('REQUEST');
    expect(read(render('booking-moved', { bookingId: 7, sequence: 4, reason: 'Rain' }).calendar!.content).event.sequence).toBe(4);
    expect(render('booking-cancelled', { bookingId: 7, sequence: 5 }).calendar?.method).toBe('CANCEL');
    // The artist's copy and the request to confirm invite nobody; an e-mail without the booking's id cannot.
    expect(render('booking-artist', { bookingId: 7, guestEmail: 'aroha@example.com' }).calendar).toBeUndefined();
    expect(render('booking-guest', {}).calendar).toBeUndefined();
  });
});
