import { Body, Controller, Get, Header, Param, ParseIntPipe, Patch, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  BOOKING_MESSAGES,
  bookingActionSchema,
  bookingRequestSchema,
  type AdventureAvailability,
  type BookingActionData,
  type BookingListItem,
  type BookingRequestData,
} from '@atelier/contracts';
import { AdminGuard, ClientRateLimitGuard, PublicCacheInterceptor, RateLimit } from '@atelier/service-kit';
import { BookingsService } from './bookings.service';

const MINUTE = 60_000;

/** Visitors book an adventure (SPEC §7 `POST /api/bookings`); the artist lists bookings (`GET`, admin). */
@Controller('api/bookings')
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  /**
   * A family books one or two days; a shared address (a hotel's wi-fi) a few more. Ten in ten
   * minutes and thirty a day is far above that and stops a script filling the calendar.
   */
  @Post()
  @UseGuards(ClientRateLimitGuard)
  @RateLimit({
    name: 'bookings',
    windows: [
      { max: 10, windowMs: 10 * MINUTE },
      { max: 30, windowMs: 24 * 60 * MINUTE },
    ],
    message: BOOKING_MESSAGES.tooMany,
  })
  create(@Body({ schema: bookingRequestSchema }) body: BookingRequestData): Promise<BookingListItem> {
    return this.bookings.create(body);
  }

  @Get()
  @UseGuards(AdminGuard)
  @Header('Cache-Control', 'no-store')
  list(): Promise<BookingListItem[]> {
    return this.bookings.list();
  }
}

/** The booking calendar's disabled days. */
@Controller('api/adventures')
export class AvailabilityController {
  constructor(private readonly bookings: BookingsService) {}

  @Get('availability')
  @UseInterceptors(PublicCacheInterceptor)
  availability(): Promise<AdventureAvailability> {
    return this.bookings.availability();
  }
}

/** The artist manages bookings: the Bookings tab's list and its confirm, cancel and move actions. */
@Controller('api/admin/bookings')
@UseGuards(AdminGuard)
export class AdminBookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(): Promise<BookingListItem[]> {
    return this.bookings.list();
  }

  @Patch(':id')
  act(
    @Param('id', new ParseIntPipe({ errorHttpStatusCode: 404 })) id: number,
    @Body({ schema: bookingActionSchema }) body: BookingActionData,
  ): Promise<BookingListItem> {
    return this.bookings.act(id, body);
  }
}
