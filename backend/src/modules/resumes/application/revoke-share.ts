import { Inject, Injectable } from '@nestjs/common';
import { GetResume } from './get-resume';
import { RESUME_SHARES, type ResumeShares } from './ports';

/** Stops a resume's share link at once. Revoking a resume that has no link is not an error. */
@Injectable()
export class RevokeShare {
  constructor(
    private readonly getResume: GetResume,
    @Inject(RESUME_SHARES) private readonly shares: ResumeShares,
  ) {}

  async execute(input: { userId: string; resumeId: string }): Promise<{ revoked: boolean }> {
    const resume = await this.getResume.execute(input);
    return { revoked: await this.shares.remove(resume.id) };
  }
}
