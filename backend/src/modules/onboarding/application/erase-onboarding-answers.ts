import { Inject, Injectable } from '@nestjs/common';
import { ONBOARDING_REPOSITORY, type OnboardingRepository } from './ports';

/** Account deletion: removes the user's survey answers and flow state. */
@Injectable()
export class EraseOnboardingAnswers {
  constructor(@Inject(ONBOARDING_REPOSITORY) private readonly repository: OnboardingRepository) {}

  async execute(input: { userId: string }): Promise<void> {
    await this.repository.erase(input.userId);
  }
}
