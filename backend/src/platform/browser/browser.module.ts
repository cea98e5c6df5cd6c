import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { BrowserPool } from './browser-pool';

@Global()
@Module({
  providers: [{ provide: BrowserPool, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new BrowserPool(config.browser) }],
  exports: [BrowserPool],
})
export class BrowserModule {}
