import { DynamicModule, Global, Module } from '@nestjs/common';
import { OBSERVATIONS } from '../../shared/observations';
import { Metrics } from './metrics';
import { MetricsController } from './metrics.controller';

/** Prometheus metrics: the Observations the use cases report to, and GET /api/metrics on web roles. */
@Global()
@Module({})
export class MetricsModule {
  static register(options: { web: boolean }): DynamicModule {
    return {
      module: MetricsModule,
      controllers: options.web ? [MetricsController] : [],
      providers: [Metrics, { provide: OBSERVATIONS, useExisting: Metrics }],
      exports: [Metrics, OBSERVATIONS],
    };
  }
}
