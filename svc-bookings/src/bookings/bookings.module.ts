import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ThrottleModule } from '@atelier/service-kit';
import { AdventureEntity } from '../adventures/adventure.entity';
import { BookingEmailsModule } from '../booking-emails/booking-emails.module';
import { BookingEntity } from './booking.entity';
import { AdminBookingsController, AvailabilityController, BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';

@Module({
  imports: [TypeOrmModule.forFeature([BookingEntity, AdventureEntity]), BookingEmailsModule, ThrottleModule],
  controllers: [BookingsController, AvailabilityController, AdminBookingsController],
  providers: [BookingsService],
})
export class BookingsModule {}
