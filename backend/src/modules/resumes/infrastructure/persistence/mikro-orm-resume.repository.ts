import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Resume } from '../../domain/resume';
import type { ResumeRepository } from '../../application/ports';

@Injectable()
export class MikroOrmResumeRepository implements ResumeRepository {
  constructor(private readonly em: EntityManager) {}

  async save(resume: Resume): Promise<void> {
    // A forked manager per call keeps workers and requests from sharing an identity map.
    const em = this.em.fork();
    await em.upsert(Resume, resume);
  }

  async findById(id: string): Promise<Resume | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    return this.em.fork().findOne(Resume, { id }, { populate: ['structured'] });
  }
}
