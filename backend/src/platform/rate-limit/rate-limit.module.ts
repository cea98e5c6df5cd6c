import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import type Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { REDIS_CLIENT } from '../queue/queue.module';
import { RATE_LIMIT_NAMES, rateLimitOf } from './rate-limit';
import { RateLimitGuard } from './rate-limit.guard';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/**
 * Rate limits shared by every web process (counters in Redis). A throttler per named limit, each
 * applying only to the routes marked with @RateLimit(name): nothing else is limited.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, REDIS_CLIENT],
      useFactory: (config: AppConfig, redis: Redis) => ({
        throttlers: RATE_LIMIT_NAMES.map((name) => ({
          name,
          limit: config.rateLimits[name].limit,
          ttl: config.rateLimits[name].ttlSeconds * 1000,
          skipIf: (context) => rateLimitOf(context) !== name,
        })),
        storage: new RedisThrottlerStorage(redis),
        // Only our Retry-After on refusals; no per-throttler X-RateLimit-* headers on every answer.
        setHeaders: false,
      }),
    }),
  ],
  providers: [RateLimitGuard],
  exports: [RateLimitGuard],
})
export class RateLimitModule {}
