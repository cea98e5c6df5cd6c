import { Controller, UseGuards } from '@nestjs/common';
import { ROUTES } from '@atelier/contracts';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { Route } from '../../../../platform/http/route.decorator';
import { GetCredits } from '../../application/get-credits';
import { ListCreditLedger } from '../../application/list-credit-ledger';

/** Credits left and the user's own ledger. Spending happens in the modules that charge (SuperMatch). */
@Controller()
@UseGuards(FirebaseAuthGuard)
export class CreditsController {
  constructor(
    private readonly getCredits: GetCredits,
    private readonly listLedger: ListCreditLedger,
  ) {}

  @Route(ROUTES.getCredits)
  get(@CurrentUser() user: AuthenticatedUser) {
    return this.getCredits.execute({ userId: user.uid });
  }

  @Route(ROUTES.getCreditLedger)
  ledger(@CurrentUser() user: AuthenticatedUser) {
    return this.listLedger.execute({ userId: user.uid });
  }
}
