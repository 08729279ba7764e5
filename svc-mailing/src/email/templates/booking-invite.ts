import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { addDays, ADVENTURE_TIME_ZONE } from '@atelier/contracts';
import { guestsLabel, type TemplateContext } from './template';

/** An iCalendar (RFC 5545) invitation that travels with an e-mail: REQUEST adds or updates, CANCEL removes. */
export interface CalendarInvite {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

export interface BookingInviteData {
  bookingId: number;
  /** Grows with every e-mail about the booking, so a calendar takes the newest invitation. */
  sequence: number;
  date: string;
  adventureTitle: string;
  guests: number;
}

/**
 * The adventure day as an all-day event on the guest's calendar, one event per booking (its UID),
 * so a move updates it and a cancellation removes it. All-day, because the start time follows
 * the weather and is agreed closer to the day; the day is a New Zealand one.
 */
export function bookingInvite(data: BookingInviteData, context: TemplateContext, method: CalendarInvite['method']): CalendarInvite {
  const calendar = ical({
    prodId: { company: context.siteName, product: 'Painting adventures', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.x('X-WR-TIMEZONE', ADVENTURE_TIME_ZONE);
  calendar.createEvent({
    id: `booking-${data.bookingId}@${new URL(context.siteUrl).hostname}`,
    sequence: data.sequence,
    start: data.date,
    // An all-day event ends (exclusively) on the next day.
    end: addDays(data.date, 1),
    allDay: true,
    summary: `${data.adventureTitle} (${context.siteName})`,
    description: `${data.adventureTitle}, ${guestsLabel(data.guests)}. Painting depends on the weather: the start time and meeting place are confirmed closer to the day.`,
    url: context.siteUrl,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: context.siteName, email: context.artistEmail },
    attendees: [{ email: context.recipient, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false }],
  });
  return { method, content: calendar.toString() };
}
