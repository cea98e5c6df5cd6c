import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SuperMatch } from '../../domain/supermatch';
import type { SuperMatchRepository } from '../../application/supermatch-ports';
import { isUuid } from '../../../../shared/ids';

@Injectable()
export class MikroOrmSuperMatchRepository implements SuperMatchRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(supermatch: SuperMatch): Promise<void> {
    await this.em.fork().insert(SuperMatch, supermatch);
  }

  async update(supermatch: SuperMatch): Promise<boolean> {
    // An update, never an upsert: a SuperMatch deleted while its job ran must stay deleted.
    const { id, ownerId: _owner, createdAt: _created, ...changes } = supermatch;
    const count = await this.em.fork().nativeUpdate(SuperMatch, { id }, changes);
    return count > 0;
  }

  async findById(id: string): Promise<SuperMatch | null> {
    if (!isUuid(id)) return null;
    return this.em.fork().findOne(SuperMatch, { id }, { populate: ['jobDescription', 'posting'] });
  }

  listByOwner(ownerId: string): Promise<SuperMatch[]> {
    return this.em.fork().find(SuperMatch, { ownerId }, { orderBy: { createdAt: 'desc' }, limit: 500 });
  }

  async delete(id: string): Promise<void> {
    await this.em.fork().nativeDelete(SuperMatch, { id });
  }

  async deleteByOwner(ownerId: string): Promise<SuperMatch[]> {
    const em = this.em.fork();
    const all = await em.find(SuperMatch, { ownerId });
    await em.nativeDelete(SuperMatch, { ownerId });
    return all;
  }
}
