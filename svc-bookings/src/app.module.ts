import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@atelier/service-kit';
import { AdventureEntity } from './adventures/adventure.entity';
import { AdventuresModule } from './adventures/adventures.module';
import { BookingEntity } from './bookings/booking.entity';
import { BookingsModule } from './bookings/bookings.module';
import { bookingsEnvSchema } from './env';
import { migrations } from './migrations';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'bookings',
      envSchema: bookingsEnvSchema,
      entities: [AdventureEntity, BookingEntity],
      migrations,
    }),
    AdventuresModule,
    BookingsModule,
  ],
})
export class AppModule {}
