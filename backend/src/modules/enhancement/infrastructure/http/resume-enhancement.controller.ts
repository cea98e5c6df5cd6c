import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { StartResumeEnhancement } from '../../application/start-resume-enhancement';

const EnhanceBody = z.object({ answers: z.record(z.string().max(200), z.string().max(2000)).optional() });

/** POST /api/resumes/:id/enhance → 202 { jobId }: follow it at /api/jobs/:jobId(/events). */
@ApiTags('resumes')
@ApiBearerAuth()
@Controller('resumes')
@UseGuards(FirebaseAuthGuard)
export class ResumeEnhancementController {
  constructor(private readonly startEnhancement: StartResumeEnhancement) {}

  @Post(':id/enhance')
  @HttpCode(202)
  @ApiOperation({ summary: 'Enhance a ready resume (ATS wording, summary, merged skills); answers feed the personalization' })
  async enhance(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body(new ZodValidationPipe(EnhanceBody)) body: z.infer<typeof EnhanceBody>) {
    const { runId } = await this.startEnhancement.execute({ userId: user.uid, resumeId: id, answers: body.answers });
    return { jobId: runId, resumeId: id };
  }
}
