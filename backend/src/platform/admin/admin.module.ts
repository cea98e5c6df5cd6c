import { Module } from '@nestjs/common';
import { AdminOverviewController } from './admin-overview.controller';

/** Administrator tools of the web process (routes behind AdminGuard). */
@Module({ controllers: [AdminOverviewController] })
export class AdminModule {}
