import { Module } from '@nestjs/common';
import { ClientRateLimitGuard } from './rate-limit.guard';
import { RateLimitService } from './rate-limit.service';

@Module({
  providers: [RateLimitService, ClientRateLimitGuard],
  exports: [RateLimitService, ClientRateLimitGuard],
})
export class ThrottleModule {}
