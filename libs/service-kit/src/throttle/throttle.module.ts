import { Module } from '@nestjs/common';
import { ClientRateLimitGuard } from './rate-limit.guard';
import { RateLimitService } from './rate-limit.service';

/** Per-client rate limits: import it, then `@UseGuards(ClientRateLimitGuard)` and `@RateLimit(...)` on a route. */
@Module({
  providers: [RateLimitService, ClientRateLimitGuard],
  exports: [RateLimitService, ClientRateLimitGuard],
})
export class ThrottleModule {}
