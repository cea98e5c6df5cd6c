import { OnboardingAnswers } from './onboarding-answers';
import { OnboardingChangesSchema } from './onboarding-options';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('onboarding answers', () => {
  it('starts with nothing answered, at step 0, not skipped', () => {
    expect(OnboardingAnswers.initial('u1')).toMatchObject({
      userId: 'u1', biggestChallenge: null, applying: null, resumeWrittenBy: null, confidence: null, skipped: false, step: 0, updatedAt: null,
    });
  });

  it('changes only the fields given; null clears an answer', () => {
    const answers = OnboardingAnswers.initial('u1');
    answers.change({ biggestChallenge: 'pass-ats', applying: 'yes', step: 3 }, NOW);
    answers.change({ applying: null, confidence: 'proud' }, NOW);
    expect(answers).toMatchObject({ biggestChallenge: 'pass-ats', applying: null, confidence: 'proud', resumeWrittenBy: null, step: 3, updatedAt: NOW });
  });

  it('accepts every option of the survey', () => {
    const all = {
      biggestChallenge: ['find-offers', 'good-resume', 'adapt-resume', 'write-about-myself', 'pass-ats'],
      applying: ['yes', 'not-yet', 'exploring'],
      resumeWrittenBy: ['editing-old', 'ai-tools', 'someone-else', 'from-scratch'],
      confidence: ['not-confident', 'need-to-improve', 'proud'],
    };
    for (const [field, options] of Object.entries(all)) {
      for (const option of options) expect(OnboardingChangesSchema.safeParse({ [field]: option }).success).toBe(true);
    }
  });

  it.each([
    [{ biggestChallenge: 'get-rich' }],
    [{ confidence: 'PROUD' }],
    [{ step: 17 }],
    [{ step: -1 }],
    [{ step: 2.5 }],
    [{ skipped: 'yes' }],
    [{ favouriteColour: 'blue' }],
  ])('refuses %p', (body) => {
    expect(OnboardingChangesSchema.safeParse(body).success).toBe(false);
  });
});
