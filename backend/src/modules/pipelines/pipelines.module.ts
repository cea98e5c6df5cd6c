import { DynamicModule, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { CreatePipelineRun } from './application/create-pipeline-run';
import { EraseUserPipelineRuns } from './application/erase-user-pipeline-runs';
import { ListUserPipelineRuns } from './application/list-user-pipeline-runs';
import { GetPipelineRun } from './application/get-pipeline-run';
import { PIPELINE_EVENTS, PIPELINE_RUN_REPOSITORY } from './application/pipeline-ports';
import { ReportPipelineProgress } from './application/report-pipeline-progress';
import { WatchPipelineRun } from './application/watch-pipeline-run';
import { RedisPipelineEvents } from './infrastructure/events/redis-pipeline.events';
import { PipelineRunsController } from './infrastructure/http/pipeline-runs.controller';
import { MikroOrmPipelineRunRepository } from './infrastructure/persistence/mikro-orm-pipeline-run.repository';
import { PipelineRunSchema } from './infrastructure/persistence/pipeline-run.schema';

/** Progress of long work (resume intake, enhancement, SuperMatch): stored runs, pushed changes, GET /api/runs. */
@Module({})
export class PipelinesModule {
  static register(options: { web: boolean }): DynamicModule {
    const useCases = [
      CreatePipelineRun,
      ReportPipelineProgress,
      GetPipelineRun,
      WatchPipelineRun,
      EraseUserPipelineRuns,
      ListUserPipelineRuns,
    ];
    return {
      module: PipelinesModule,
      imports: [MikroOrmModule.forFeature([PipelineRunSchema])],
      controllers: options.web ? [PipelineRunsController] : [],
      providers: [
        ...useCases,
        { provide: PIPELINE_RUN_REPOSITORY, useClass: MikroOrmPipelineRunRepository },
        { provide: PIPELINE_EVENTS, useClass: RedisPipelineEvents },
      ],
      exports: useCases,
    };
  }
}
