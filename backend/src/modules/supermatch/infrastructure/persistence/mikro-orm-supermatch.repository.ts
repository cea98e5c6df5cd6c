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
    // Nor one in the bin: the bin is changed only by moveToBin and restore.
    const { id, ownerId: _owner, createdAt: _created, deletedAt: _deleted, ...changes } = supermatch;
    const count = await this.em.fork().nativeUpdate(SuperMatch, { id, deletedAt: null }, changes);
    return count > 0;
  }

  async findById(id: string): Promise<SuperMatch | null> {
    if (!isUuid(id)) return null;
    return this.em.fork().findOne(SuperMatch, { id, deletedAt: null }, { populate: ['jobDescription', 'posting'] });
  }

  async isTaken(id: string): Promise<boolean> {
    return isUuid(id) && (await this.em.fork().count(SuperMatch, { id })) > 0;
  }

  listByOwner(ownerId: string): Promise<SuperMatch[]> {
    return this.em.fork().find(SuperMatch, { ownerId, deletedAt: null }, { orderBy: { createdAt: 'desc' }, limit: 500 });
  }

  async moveToBin(id: string, now: Date): Promise<void> {
    await this.em.fork().nativeUpdate(SuperMatch, { id, deletedAt: null }, { deletedAt: now });
  }

  async restore(ownerId: string, id: string, since: Date): Promise<SuperMatch | null> {
    if (!isUuid(id)) return null;
    const em = this.em.fork();
    const count = await em.nativeUpdate(SuperMatch, { id, ownerId, deletedAt: { $gte: since } }, { deletedAt: null });
    return count > 0 ? em.findOne(SuperMatch, { id }) : null;
  }

  listDeleted(ownerId: string, since: Date): Promise<SuperMatch[]> {
    return this.em.fork().find(SuperMatch, { ownerId, deletedAt: { $gte: since } }, { orderBy: { deletedAt: 'desc' }, limit: 500 });
  }

  purgeDeletedBefore(before: Date): Promise<number> {
    return this.em.fork().nativeDelete(SuperMatch, { deletedAt: { $lt: before } });
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
