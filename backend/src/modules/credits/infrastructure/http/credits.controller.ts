import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { GetCredits } from '../../application/get-credits';
import { ListCreditLedger } from '../../application/list-credit-ledger';

const ENTRY_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    kind: { type: 'string', enum: ['grant', 'consume', 'refund'] },
    amount: { type: 'integer', minimum: 1 },
    reason: { type: 'string', example: 'supermatch' },
    reference: { type: 'string', example: 'welcome' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

/** Credits left and the user's own ledger. Spending happens in the modules that charge (SuperMatch). */
@ApiTags('credits')
@ApiBearerAuth()
@Controller('credits')
@UseGuards(FirebaseAuthGuard)
export class CreditsController {
  constructor(
    private readonly getCredits: GetCredits,
    private readonly listLedger: ListCreditLedger,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Credits left, plan, and what a SuperMatch costs' })
  @ApiOkResponse({
    schema: {
      type: 'object',
      properties: {
        balance: { type: 'integer', minimum: 0 },
        plan: { type: 'string', enum: ['free', 'plus'] },
        supermatchCost: { type: 'integer', minimum: 1 },
        plusMonthlyCredits: { type: 'integer', minimum: 0 },
      },
    },
  })
  get(@CurrentUser() user: AuthenticatedUser) {
    return this.getCredits.execute({ userId: user.uid });
  }

  @Get('ledger')
  @ApiOperation({ summary: "The signed-in user's ledger lines, newest first" })
  @ApiOkResponse({ schema: { type: 'object', properties: { balance: { type: 'integer' }, entries: { type: 'array', items: ENTRY_SCHEMA } } } })
  ledger(@CurrentUser() user: AuthenticatedUser) {
    return this.listLedger.execute({ userId: user.uid });
  }
}
