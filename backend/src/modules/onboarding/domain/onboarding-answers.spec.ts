import { OnboardingAnswers } from './onboarding-answers';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('onboarding answers', () => {
  it('starts with nothing answered, at step 0, not skipped', () => {
    expect(OnboardingAnswers.initial('u1', 0)).toMatchObject({
      userId: 'u1',
      biggestChallenge: null,
      applying: null,
      resumeWrittenBy: null,
      confidence: null,
      skipped: false,
      step: 0,
      updatedAt: null,
    });
  });

  it('changes only the fields given; null clears an answer', () => {
    const answers = OnboardingAnswers.initial('u1', 0);
    answers.change({ biggestChallenge: 'pass-ats', applying: 'yes', step: 3 }, NOW);
    answers.change({ applying: null, confidence: 'proud' }, NOW);
    expect(answers).toMatchObject({
      biggestChallenge: 'pass-ats',
      applying: null,
      confidence: 'proud',
      resumeWrittenBy: null,
      step: 3,
      updatedAt: NOW,
    });
  });
});
