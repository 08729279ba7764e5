import type { Adventure, AdventureAvailability, BookingConfirmation, BookingListItem } from '../bookings';
import type { adventureUpdateSchema, bookingActionSchema, bookingConfirmSchema, bookingRequestSchema } from '../bookings';
import { endpoint, type BodyFrom } from '../endpoint';
import { ADMIN_REFUSALS } from '../refusal-lists';

/** svc-bookings' public and admin endpoints. */
export const bookingsApi = {
  adventures: {
    list: endpoint('GET', '/api/adventures').answers<Adventure[]>(),
    availability: endpoint('GET', '/api/adventures/availability').answers<AdventureAvailability>(),
    listAll: endpoint('GET', '/api/admin/adventures')
      .refuses(...ADMIN_REFUSALS)
      .answers<Adventure[]>(),
    /** The artist changes an adventure (only the fields sent). */
    update: endpoint('PATCH', '/api/admin/adventures/:id')
      .refuses(...ADMIN_REFUSALS, 'NOT_FOUND')
      .takes<BodyFrom<typeof adventureUpdateSchema>>()
      .answers<Adventure>(),
  },
  bookings: {
    create: endpoint('POST', '/api/bookings')
      .refuses('RATE_LIMITED', 'CONFLICT')
      .takes<BodyFrom<typeof bookingRequestSchema>>()
      .answers<BookingListItem>(),
    confirm: endpoint('POST', '/api/bookings/confirm')
      .refuses('RATE_LIMITED', 'NOT_FOUND', 'CONFLICT', 'EXPIRED')
      .takes<BodyFrom<typeof bookingConfirmSchema>>()
      .answers<BookingConfirmation>(),
    list: endpoint('GET', '/api/bookings')
      .refuses(...ADMIN_REFUSALS)
      .answers<BookingListItem[]>(),
    listAll: endpoint('GET', '/api/admin/bookings')
      .refuses(...ADMIN_REFUSALS)
      .answers<BookingListItem[]>(),
    /** Every booking as a CSV file. */
    export: endpoint('GET', '/api/admin/bookings/export.csv').refuses(...ADMIN_REFUSALS),
    act: endpoint('PATCH', '/api/admin/bookings/:id')
      .refuses(...ADMIN_REFUSALS, 'NOT_FOUND', 'CONFLICT')
      .takes<BodyFrom<typeof bookingActionSchema>>()
      .answers<BookingListItem>(),
  },
};
