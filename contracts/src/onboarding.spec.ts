import { OnboardingChanges } from './onboarding';

describe('onboarding changes', () => {
  it('accepts every option of the survey', () => {
    const all = {
      biggestChallenge: ['find-offers', 'good-resume', 'adapt-resume', 'write-about-myself', 'pass-ats'],
      applying: ['yes', 'not-yet', 'exploring'],
      resumeWrittenBy: ['editing-old', 'ai-tools', 'someone-else', 'from-scratch'],
      confidence: ['not-confident', 'need-to-improve', 'proud'],
    };
    for (const [field, options] of Object.entries(all)) {
      for (const option of options) expect(OnboardingChanges.safeParse({ [field]: option }).success).toBe(true);
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
    expect(OnboardingChanges.safeParse(body).success).toBe(false);
  });
});
