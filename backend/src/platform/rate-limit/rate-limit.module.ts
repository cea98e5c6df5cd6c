import { type ExecutionContext, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import type Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { REDIS_CLIENT } from '../queue/queue.module';
import { RATE_LIMIT_NAMES, rateLimitOf } from './rate-limit';
import { PER_IP, RateLimitGuard } from './rate-limit.guard';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/**
 * Rate limits shared by every web process (counters in Redis). Two throttlers per named limit (per
 * user, per IP), each applying only to the routes marked with @RateLimit(name): nothing else is limited.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, REDIS_CLIENT],
      useFactory: (config: AppConfig, redis: Redis) => ({
        throttlers: RATE_LIMIT_NAMES.flatMap((name) => {
          const { limit, perIp, ttlSeconds } = config.rateLimits[name];
          const skipIf = (context: ExecutionContext) => rateLimitOf(context) !== name;
          return [
            { name, limit, ttl: ttlSeconds * 1000, skipIf },
            { name: `${name}${PER_IP}`, limit: perIp, ttl: ttlSeconds * 1000, skipIf },
          ];
        }),
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
