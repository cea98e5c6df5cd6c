import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

const EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Runs a module's bin purge at start and then every 6 hours, in worker roles (one place per
 * deployment does it; a purge repeated by two workers is harmless: it deletes what is expired).
 * A failed purge is logged and tried again at the next tick.
 */
export abstract class BinPurgeSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  protected abstract readonly logger: Logger;
  protected abstract purge(): Promise<unknown>;

  onApplicationBootstrap(): void {
    const run = () => void this.purge().catch((error: unknown) => this.logger.error('Bin purge failed', error as Error));
    run();
    this.timer = setInterval(run, EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
