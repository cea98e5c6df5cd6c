import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Queue } from 'bull';

/**
 * Every Bull queue the modules registered (BullModule.registerQueue), found among the app's
 * providers, so that the dashboard, the metrics and the shutdown see a new queue without
 * anyone listing it (and without the platform knowing any module).
 */
@Injectable()
export class RegisteredQueues {
  private found?: Queue[];

  constructor(private readonly discovery: DiscoveryService) {}

  all(): Queue[] {
    this.found ??= [
      ...new Map(
        this.discovery
          .getProviders()
          .map((wrapper) => wrapper.instance as Partial<Queue> | undefined)
          .filter(
            (q): q is Queue => !!q && typeof q.getJobCounts === 'function' && typeof q.name === 'string' && typeof q.process === 'function',
          )
          .map((q) => [q.name, q] as const),
      ).values(),
    ].sort((a, b) => a.name.localeCompare(b.name));
    return this.found;
  }
}
