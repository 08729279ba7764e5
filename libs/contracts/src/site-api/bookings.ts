import type { Adventure, AdventureAvailability, BookingConfirmation, BookingListItem } from '../bookings';
import type { adventureUpdateSchema, bookingActionSchema, bookingConfirmSchema, bookingRequestSchema } from '../bookings';
import { endpoint, type BodyFrom } from '../endpoint';

/** svc-bookings' public and admin endpoints. */
export const bookingsApi = {
  adventures: {
    list: endpoint('GET', '/api/adventures').answers<Adventure[]>(),
    availability: endpoint('GET', '/api/adventures/availability').answers<AdventureAvailability>(),
    listAll: endpoint('GET', '/api/admin/adventures').answers<Adventure[]>(),
    /** The artist changes an adventure (only the fields sent). */
    update: endpoint('PATCH', '/api/admin/adventures/:id').takes<BodyFrom<typeof adventureUpdateSchema>>().answers<Adventure>(),
  },
  bookings: {
    create: endpoint('POST', '/api/bookings').takes<BodyFrom<typeof bookingRequestSchema>>().answers<BookingListItem>(),
    confirm: endpoint('POST', '/api/bookings/confirm').takes<BodyFrom<typeof bookingConfirmSchema>>().answers<BookingConfirmation>(),
    list: endpoint('GET', '/api/bookings').answers<BookingListItem[]>(),
    listAll: endpoint('GET', '/api/admin/bookings').answers<BookingListItem[]>(),
    /** Every booking as a CSV file. */
    export: endpoint('GET', '/api/admin/bookings/export.csv'),
    act: endpoint('PATCH', '/api/admin/bookings/:id').takes<BodyFrom<typeof bookingActionSchema>>().answers<BookingListItem>(),
  },
};
