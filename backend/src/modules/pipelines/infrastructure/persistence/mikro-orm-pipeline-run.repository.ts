import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PipelineKind } from '@atelier/contracts';
import { PipelineRun } from '../../domain/pipeline-run';
import type { PipelineRunRepository } from '../../application/pipeline-ports';
import { isUuid } from '../../../../shared/ids';

@Injectable()
export class MikroOrmPipelineRunRepository implements PipelineRunRepository {
  constructor(private readonly em: EntityManager) {}

  async save(run: PipelineRun): Promise<void> {
    await this.em.fork().upsert(PipelineRun, run);
  }

  async findById(id: string): Promise<PipelineRun | null> {
    if (!isUuid(id)) return null;
    return this.em.fork().findOne(PipelineRun, { id });
  }

  async listByOwner(ownerId: string): Promise<Array<{ id: string; kind: PipelineKind }>> {
    const runs = await this.em.fork().find(PipelineRun, { ownerId }, { fields: ['id', 'kind'] });
    return runs.map((run) => ({ id: run.id, kind: run.kind as PipelineKind }));
  }

  async deleteByOwner(ownerId: string): Promise<string[]> {
    const em = this.em.fork();
    const rows = await em
      .getConnection()
      .execute<Array<{ id: string }>>('delete from pipeline_runs where owner_id = ? returning id', [ownerId]);
    return rows.map((row) => row.id);
  }
}
