import { Body, Controller, Get, Header, HttpCode, Param, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
import {
  AdminGuard,
  ClientRateLimitGuard,
  clientKey,
  IdPipe,
  PublicCacheInterceptor,
  RateLimit,
  sendCsv,
  Serves,
  type CsvColumn,
} from '@atelier/service-kit';
import { BookingsService } from './bookings.service';

/**
 * Visitors book an adventure (requirements §7 `POST /api/bookings`) and confirm it from the e-mailed
 * link (`POST /api/bookings/confirm`); the artist lists bookings (`GET`, admin).
 */
@Controller()
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  /**
   * Limited per address by BOOKING_LIMIT_PER_10_MIN and BOOKING_LIMIT_PER_DAY, and in requests
   * waiting for confirmation by BOOKING_UNCONFIRMED_PER_ADDRESS (env.ts).
   */
  @Serves(bookingsApi.bookings.create)
  @UseGuards(ClientRateLimitGuard)
  @RateLimit({
    name: 'bookings',
    limits: 'BOOKING',
    message: BOOKING_MESSAGES.tooMany,
  })
  create(@Body({ schema: bookingRequestSchema }) body: BookingRequestData, @Req() request: FastifyRequest): Promise<BookingListItem> {
    return this.bookings.create(body, clientKey(request));
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
/** The bookings export's columns (stable names: spreadsheets and scripts rely on them). */
const BOOKING_COLUMNS: CsvColumn<BookingListItem>[] = [
  { header: 'id', value: (b) => b.id },
  { header: 'created_at', value: (b) => b.createdAt },
  { header: 'adventure', value: (b) => b.adventureTitle },
  { header: 'date', value: (b) => b.preferredDate },
  { header: 'guests', value: (b) => b.numberOfGuests },
  { header: 'first_name', value: (b) => b.firstName },
  { header: 'last_name', value: (b) => b.lastName },
  { header: 'email', value: (b) => b.email },
  { header: 'phone', value: (b) => b.phone },
  { header: 'guest2_first_name', value: (b) => b.guest2FirstName },
  { header: 'guest2_last_name', value: (b) => b.guest2LastName },
  { header: 'status', value: (b) => b.status },
  { header: 'total', value: (b) => b.totalPrice },
  { header: 'currency', value: (b) => b.currency },
  { header: 'payment_status', value: (b) => b.paymentStatus },
  { header: 'special_requests', value: (b) => b.specialRequests },
];

@Controller()
@UseGuards(AdminGuard)
export class AdminBookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Serves(bookingsApi.bookings.listAll)
  @Header('Cache-Control', 'no-store')
  list(): Promise<BookingListItem[]> {
    return this.bookings.list();
  }

  @Get(bookingsApi.bookings.export.path)
  async export(@Res() reply: FastifyReply): Promise<void> {
    await sendCsv(reply, 'bookings', BOOKING_COLUMNS, await this.bookings.list());
  }

  @Serves(bookingsApi.bookings.act)
  act(
    @Param('id', new IdPipe(BOOKING_MESSAGES.bookingNotFound)) id: number,
    @Body({ schema: bookingActionSchema }) body: BookingActionData,
  ): Promise<BookingListItem> {
    return this.bookings.act(id, body);
  }
}
