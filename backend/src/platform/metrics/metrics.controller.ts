import { Controller, Inject, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { ROUTES } from '@atelier/contracts';
import { bearerToken } from '../auth/credentials';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Route } from '../http/route.decorator';
import { Metrics } from './metrics';

/** Prometheus scrapes here with METRICS_TOKEN as its bearer token (scrapers have no Firebase user). */
@Controller()
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route(ROUTES.getMetrics)
  async scrape(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!sameSecret(bearerToken(req), this.config.metricsToken)) throw new UnauthorizedException('AUTH_REQUIRED');
    res.type(this.metrics.registry.contentType).send(await this.metrics.registry.metrics());
  }
}

function sameSecret(given: string, expected: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
