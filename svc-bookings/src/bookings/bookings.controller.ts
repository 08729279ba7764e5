import { Body, Controller, Header, HttpCode, Param, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  BOOKING_MESSAGES,
  bookingActionSchema,
  bookingConfirmSchema,
  bookingRequestSchema,
  bookingsApi,
  type AdventureAvailability,
  type BookingActionData,
  type BookingConfirmation,
  type BookingConfirmRequest,
  type BookingListItem,
  type BookingRequestData,
} from '@atelier/contracts';
import { AdminGuard, ClientRateLimitGuard, IdPipe, PublicCacheInterceptor, RateLimit, Serves } from '@atelier/service-kit';
import { BookingsService } from './bookings.service';

/**
 * Visitors book an adventure (SPEC §7 `POST /api/bookings`) and confirm it from the e-mailed
 * link (`POST /api/bookings/confirm`); the artist lists bookings (`GET`, admin).
 */
@Controller()
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  /** Limited per address by BOOKING_LIMIT_PER_10_MIN and BOOKING_LIMIT_PER_DAY (env.ts). */
  @Serves(bookingsApi.bookings.create)
  @UseGuards(ClientRateLimitGuard)
  @RateLimit({
    name: 'bookings',
    limits: 'BOOKING',
    message: BOOKING_MESSAGES.tooMany,
  })
  create(@Body({ schema: bookingRequestSchema }) body: BookingRequestData): Promise<BookingListItem> {
    return this.bookings.create(body);
  }

  /** The link's page posts its token; following the link alone (a mail scanner) confirms nothing. */
  @Serves(bookingsApi.bookings.confirm)
  @HttpCode(200)
  @UseGuards(ClientRateLimitGuard)
  @RateLimit({ name: 'booking-confirmations', limits: 'BOOKING', message: BOOKING_MESSAGES.tooMany })
  confirm(@Body({ schema: bookingConfirmSchema }) body: BookingConfirmRequest): Promise<BookingConfirmation> {
    return this.bookings.confirmByGuest(body.token);
  }

  @Serves(bookingsApi.bookings.list)
  @UseGuards(AdminGuard)
  @Header('Cache-Control', 'no-store')
  list(): Promise<BookingListItem[]> {
    return this.bookings.list();
  }
}

/** The booking calendar's disabled days. */
@Controller()
export class AvailabilityController {
  constructor(private readonly bookings: BookingsService) {}

  @Serves(bookingsApi.adventures.availability)
  @UseInterceptors(PublicCacheInterceptor)
  availability(): Promise<AdventureAvailability> {
    return this.bookings.availability();
  }
}

/** The artist manages bookings: the Bookings tab's list and its confirm, cancel and move actions. */
@Controller()
@UseGuards(AdminGuard)
export class AdminBookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Serves(bookingsApi.bookings.listAll)
  @Header('Cache-Control', 'no-store')
  list(): Promise<BookingListItem[]> {
    return this.bookings.list();
  }

  @Serves(bookingsApi.bookings.act)
  act(
    @Param('id', new IdPipe(BOOKING_MESSAGES.bookingNotFound)) id: number,
    @Body({ schema: bookingActionSchema }) body: BookingActionData,
  ): Promise<BookingListItem> {
    return this.bookings.act(id, body);
  }
}
