import { DynamicModule, Global, Module } from '@nestjs/common';
import type { ServiceEndpoints } from '../embedded/start-embedded-services';
import type { AppConfig } from './app-config';

export const APP_CONFIG = Symbol('AppConfig');
export const SERVICE_ENDPOINTS = Symbol('ServiceEndpoints');

/** Configuration and resolved service addresses, read once at boot and injectable everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static register(config: AppConfig, endpoints: ServiceEndpoints): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: SERVICE_ENDPOINTS, useValue: endpoints },
      ],
      exports: [APP_CONFIG, SERVICE_ENDPOINTS],
    };
  }
}
