import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { GetOnboardingAnswers } from '../../application/get-onboarding-answers';
import { OnboardingChangesSchema, SaveOnboardingAnswers, type OnboardingChanges } from '../../application/save-onboarding-answers';

/** The same schema that validates the body documents it (OpenAPI 3.0 flavour of JSON Schema). */
const CHANGES_JSON_SCHEMA = z.toJSONSchema(OnboardingChangesSchema, { target: 'openapi-3.0' }) as Record<string, unknown>;
const ANSWERS_JSON_SCHEMA = {
  ...CHANGES_JSON_SCHEMA,
  properties: { ...(CHANGES_JSON_SCHEMA.properties as object), updatedAt: { type: 'string', format: 'date-time', nullable: true } },
};

/** The onboarding survey answers and flow step of the signed-in user. */
@ApiTags('onboarding')
@ApiBearerAuth()
@Controller('onboarding')
@UseGuards(FirebaseAuthGuard)
export class OnboardingController {
  constructor(
    private readonly getAnswers: GetOnboardingAnswers,
    private readonly saveAnswers: SaveOnboardingAnswers,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Survey answers and flow step (defaults when nothing was saved)' })
  @ApiOkResponse({ schema: ANSWERS_JSON_SCHEMA })
  get(@CurrentUser() user: AuthenticatedUser) {
    return this.getAnswers.execute({ userId: user.uid });
  }

  /** Fields left out keep their value; null clears an answer; `skipped: true` skips the survey. */
  @Put()
  @ApiOperation({ summary: 'Save some answers: fields left out are kept, null clears one, skipped: true skips all' })
  @ApiBody({ schema: CHANGES_JSON_SCHEMA })
  @ApiOkResponse({ schema: ANSWERS_JSON_SCHEMA })
  put(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(OnboardingChangesSchema)) changes: OnboardingChanges) {
    return this.saveAnswers.execute({ userId: user.uid, changes });
  }
}
