import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { UserProfileRepository } from '../../application/ports';
import { UserProfile } from '../../domain/user-profile';

@Injectable()
export class MikroOrmUserProfileRepository implements UserProfileRepository {
  constructor(private readonly em: EntityManager) {}

  findByUid(uid: string): Promise<UserProfile | null> {
    // A forked manager per call keeps requests from sharing an identity map.
    return this.em.fork().findOne(UserProfile, { uid });
  }

  async save(profile: UserProfile): Promise<void> {
    await this.em.fork().upsert(UserProfile, profile);
  }

  async deleteByUid(uid: string): Promise<void> {
    await this.em.fork().nativeDelete(UserProfile, { uid });
  }
}
