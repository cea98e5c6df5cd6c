import { Controller, Inject } from '@nestjs/common';
import { ROUTES } from '@atelier/contracts';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { MikroORM } from '@mikro-orm/postgresql';
import type Redis from 'ioredis';
import { BrowserPool } from '../browser/browser-pool';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG, SERVICE_ENDPOINTS } from '../config/config.module';
import type { ServiceEndpoints } from '../embedded/start-embedded-services';
import { Route } from '../http/route.decorator';
import { REDIS_CLIENT } from '../queue/queue.module';

const CHECK_TIMEOUT_MS = 3000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} timed out`)), CHECK_TIMEOUT_MS))]);
}

/**
 * `live`: the process answers. `ready`: every component this role uses answers, each by name:
 * database, redis, auth (web roles), browser (worker roles).
 */
@Controller()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    private readonly orm: MikroORM,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly browser: BrowserPool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SERVICE_ENDPOINTS) private readonly endpoints: ServiceEndpoints,
  ) {}

  @Route(ROUTES.healthLive)
  @HealthCheck()
  live() {
    return this.health.check([]);
  }

  @Route(ROUTES.healthReady)
  @HealthCheck()
  ready() {
    const checks = [
      () => this.check('database', () => this.orm.em.getConnection().execute('select 1')),
      () =>
        this.check('redis', async () => {
          if ((await this.redis.ping()) !== 'PONG') throw new Error('no PONG');
        }),
    ];
    if (this.config.role !== 'worker') checks.push(() => this.check('auth', () => this.authReachable()));
    if (this.config.role !== 'web') {
      checks.push(() =>
        this.check('browser', async () => {
          if (!(await this.browser.isReady())) throw new Error('Chromium not running');
        }),
      );
    }
    return this.health.check(checks);
  }

  private async check(key: string, probe: () => Promise<unknown>) {
    const session = this.indicator.check(key);
    try {
      await withTimeout(probe(), key);
      return session.up();
    } catch (error) {
      return session.down({ message: (error as Error).message });
    }
  }

  /** The emulator answers on its root; real Firebase is assumed reachable once configured. */
  private async authReachable(): Promise<void> {
    if (this.config.auth.mode === 'firebase') return;
    const res = await fetch(`http://${this.endpoints.authEmulatorHost}/`);
    if (!res.ok) throw new Error(`emulator answered ${res.status}`);
  }
}
