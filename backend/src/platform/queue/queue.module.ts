import { BullModule } from '@nestjs/bull';
import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG, SERVICE_ENDPOINTS } from '../config/config.module';
import type { ServiceEndpoints } from '../embedded/start-embedded-services';
import { JobOutcomeLog } from './job-outcome-log';
import { RegisteredQueues } from './registered-queues';

export const REDIS_CLIENT = Symbol('RedisClient');

/** Bull on Redis for long work, plus one plain Redis client (health checks). */
@Global()
@Module({
  imports: [
    DiscoveryModule,
    BullModule.forRootAsync({
      inject: [SERVICE_ENDPOINTS, APP_CONFIG],
      useFactory: (endpoints: ServiceEndpoints, config: AppConfig) => ({
        url: endpoints.redisUrl,
        prefix: 'atelier',
        // A dead worker's job is taken back once its lock lapses (checked as often as it lasts).
        settings: { lockDuration: config.queue.lockMs, stalledInterval: config.queue.lockMs },
        defaultJobOptions: { attempts: 3, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: 1000, removeOnFail: 1000 },
      }),
    }),
  ],
  providers: [
    RegisteredQueues,
    JobOutcomeLog,
    {
      provide: REDIS_CLIENT,
      inject: [SERVICE_ENDPOINTS],
      useFactory: (endpoints: ServiceEndpoints) => new Redis(endpoints.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false }),
    },
  ],
  exports: [REDIS_CLIENT, BullModule, RegisteredQueues],
})
export class QueueModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    this.redis.disconnect();
  }
}
