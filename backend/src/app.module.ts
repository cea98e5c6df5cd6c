import { DynamicModule, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ENTITIES } from './entities';
import { MatchingModule } from './modules/matching/matching.module';
import { PipelinesModule } from './modules/pipelines/pipelines.module';
import { ResumesModule } from './modules/resumes/resumes.module';
import { AuthModule } from './platform/auth/auth.module';
import { BrowserModule } from './platform/browser/browser.module';
import type { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { mikroOrmOptions } from './platform/database/mikro-orm.options';
import type { ServiceEndpoints } from './platform/embedded/start-embedded-services';
import { HealthModule } from './platform/health/health.module';
import { I18nModule } from './platform/i18n/i18n.module';
import { QueueModule } from './platform/queue/queue.module';

/** The composition root: platform modules, then each business module for this role. */
@Module({})
export class AppModule {
  static register(config: AppConfig, endpoints: ServiceEndpoints): DynamicModule {
    const web = config.role !== 'worker';
    const worker = config.role !== 'web';
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config, endpoints),
        MikroOrmModule.forRoot({ ...mikroOrmOptions(endpoints.databaseUrl, ENTITIES), registerRequestContext: false }),
        QueueModule,
        BrowserModule,
        I18nModule,
        ...(web ? [AuthModule] : []),
        HealthModule,
        ResumesModule.register({ web, worker }),
        MatchingModule.register({ web }),
        PipelinesModule.register({ web }),
      ],
    };
  }
}
