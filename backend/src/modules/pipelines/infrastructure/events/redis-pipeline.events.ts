import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { SERVICE_ENDPOINTS } from '../../../../platform/config/config.module';
import type { ServiceEndpoints } from '../../../../platform/embedded/start-embedded-services';
import { REDIS_CLIENT } from '../../../../platform/queue/queue.module';
import { PipelineRun, type PipelineRunSnapshot } from '../../domain/pipeline-run';
import type { PipelineEvents } from '../../application/pipeline-ports';

const channelOf = (runId: string) => `atelier:pipeline:${runId}`;

/**
 * Redis pub/sub between the worker that runs a pipeline and the web process that streams it.
 * One subscriber connection per process (a subscribed connection can do nothing else), fanned out
 * to the in-process listeners of each run.
 */
@Injectable()
export class RedisPipelineEvents implements PipelineEvents, OnApplicationShutdown {
  private subscriber: Redis | null = null;
  private readonly listeners = new Map<string, Set<(run: PipelineRun) => void>>();

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(SERVICE_ENDPOINTS) private readonly endpoints: ServiceEndpoints,
  ) {}

  async publish(run: PipelineRun): Promise<void> {
    await this.redis.publish(channelOf(run.id), JSON.stringify(run.snapshot()));
  }

  async subscribe(runId: string, listener: (run: PipelineRun) => void): Promise<() => void> {
    const channel = channelOf(runId);
    const subscriber = this.connection();
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await subscriber.subscribe(channel);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(channel);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) {
        this.listeners.delete(channel);
        void subscriber.unsubscribe(channel).catch(() => undefined);
      }
    };
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
  }

  private connection(): Redis {
    if (!this.subscriber) {
      this.subscriber = new Redis(this.endpoints.redisUrl, { maxRetriesPerRequest: null });
      this.subscriber.on('message', (channel: string, message: string) => {
        const listeners = this.listeners.get(channel);
        if (!listeners?.size) return;
        let run: PipelineRun;
        try {
          run = PipelineRun.fromSnapshot(JSON.parse(message) as PipelineRunSnapshot);
        } catch {
          return; // not one of our events (another version's format): the next one will do
        }
        listeners.forEach((listener) => listener(run));
      });
      // Reconnects are ioredis' job; an error event without a handler would crash the process.
      this.subscriber.on('error', () => undefined);
    }
    return this.subscriber;
  }
}
