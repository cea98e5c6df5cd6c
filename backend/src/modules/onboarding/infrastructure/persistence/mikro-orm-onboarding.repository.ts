import { ONBOARDING_FIRST_STEP } from '@atelier/contracts';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { OnboardingRepository } from '../../application/ports';
import { OnboardingAnswers } from '../../domain/onboarding-answers';

@Injectable()
export class MikroOrmOnboardingRepository implements OnboardingRepository {
  constructor(private readonly em: EntityManager) {}

  async find(userId: string): Promise<OnboardingAnswers | null> {
    return this.em.fork().findOne(OnboardingAnswers, { userId });
  }

  async update(userId: string, change: (answers: OnboardingAnswers) => void): Promise<OnboardingAnswers> {
    return this.em.fork().transactional(async (tx) => {
      // Make sure the row exists, then lock it: concurrent first saves of one user queue up here
      // instead of one failing on the primary key.
      const initial = OnboardingAnswers.initial(userId, ONBOARDING_FIRST_STEP);
      await tx.execute(
        'insert into "onboarding_answers" ("user_id", "skipped", "step", "updated_at") values (?, ?, ?, ?) on conflict ("user_id") do nothing',
        [userId, initial.skipped, initial.step, new Date()],
      );
      const answers = await tx.findOneOrFail(OnboardingAnswers, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      change(answers);
      await tx.flush();
      return answers;
    });
  }

  async erase(userId: string): Promise<void> {
    await this.em.fork().nativeDelete(OnboardingAnswers, { userId });
  }
}
