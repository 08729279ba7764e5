import ICAL from 'ical.js';
import { renderEmail } from '.';
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
    const data = {
      bookingId: 7,
      guestName: 'Aroha',
      adventureTitle: 'Half Day Painting',
      date: '2031-03-14',
      guests: 2,
      total: '900',
      currency: 'NZD',
    };
    expect(renderEmail('booking-guest', { ...data, sequence: 0 }, context).calendar?.method).toBe('REQUEST');
    expect(renderEmail('booking-confirmed', { ...data, sequence: 3 }, context).calendar?.method).toBe('REQUEST');
    const moved = renderEmail('booking-moved', { ...data, sequence: 4, reason: 'Rain', previousDate: '2031-03-13' }, context);
    expect(read(moved.calendar!.content).event.sequence).toBe(4);
    expect(renderEmail('booking-cancelled', { ...data, sequence: 5 }, context).calendar?.method).toBe('CANCEL');
    // The artist's copy invites nobody: the day is not on her calendar as a guest.
    expect(renderEmail('booking-artist', { ...data, guestEmail: 'aroha@example.com' }, context).calendar).toBeUndefined();
  });
});
