import { Controller, Param, UseGuards } from '@nestjs/common';
import { ROUTES } from '@atelier/contracts';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { requestTranslator } from '../../../../platform/i18n/request-translator';
import { Route } from '../../../../platform/http/route.decorator';
import { binItemView } from '../../../../shared/bin-view';
import { ListDeletedSuperMatches } from '../../application/list-deleted-supermatches';
import { RestoreSuperMatch } from '../../application/restore-supermatch';
import { supermatchView } from './supermatch.view';

/** The SuperMatches in the bin: list them, restore one with its tailored resume. */
@Controller()
@UseGuards(FirebaseAuthGuard)
export class SuperMatchBinController {
  constructor(
    private readonly listDeleted: ListDeletedSuperMatches,
    private readonly restoreSuperMatch: RestoreSuperMatch,
  ) {}

  @Route(ROUTES.listSuperMatchBin)
  async list(@CurrentUser() user: AuthenticatedUser) {
    return { items: (await this.listDeleted.execute({ userId: user.uid })).map(binItemView) };
  }

  @Route(ROUTES.restoreSuperMatch)
  async restore(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return supermatchView(await this.restoreSuperMatch.execute({ userId: user.uid, supermatchId: id }), requestTranslator());
  }
}
