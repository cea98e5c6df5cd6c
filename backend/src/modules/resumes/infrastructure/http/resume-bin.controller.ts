import { Controller, Param, UseGuards } from '@nestjs/common';
import { ROUTES } from '@atelier/contracts';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { Route } from '../../../../platform/http/route.decorator';
import { binItemView } from '../../../../shared/bin-view';
import { ListDeletedResumes } from '../../application/list-deleted-resumes';
import { RestoreResume } from '../../application/restore-resume';

/** The resumes in the bin: list them, restore one (someone else's is 404 like a missing one). */
@Controller()
@UseGuards(FirebaseAuthGuard)
export class ResumeBinController {
  constructor(
    private readonly listDeleted: ListDeletedResumes,
    private readonly restoreResume: RestoreResume,
  ) {}

  @Route(ROUTES.listResumeBin)
  async list(@CurrentUser() user: AuthenticatedUser) {
    return { items: (await this.listDeleted.execute({ userId: user.uid })).map(binItemView) };
  }

  @Route(ROUTES.restoreResume)
  async restore(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.restoreResume.execute({ userId: user.uid, resumeId: id });
  }
}
