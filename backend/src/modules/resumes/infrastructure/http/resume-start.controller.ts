import { Body, Controller, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { MAX_RESUME_BYTES, ROUTES, type ScratchBody } from '@atelier/contracts';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { Route } from '../../../../platform/http/route.decorator';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit';
import { CreateScratchResume } from '../../application/create-scratch-resume';
import { ImportLinkedin } from '../../application/import-linkedin';
import { ResumeError } from '../../domain/resume-errors';
import { resumeView } from './resume.view';

/** The two ways to start without a resume file: LinkedIn import and the start-from-scratch form. */
@Controller()
@UseGuards(FirebaseAuthGuard)
export class ResumeStartController {
  constructor(
    private readonly importLinkedin: ImportLinkedin,
    private readonly createScratch: CreateScratchResume,
  ) {}

  /** multipart/form-data, one `file`: the data export ZIP or the profile PDF, at most 10 MB. */
  @Route(ROUTES.importLinkedin)
  @RateLimit('uploads')
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 5 } }))
  async linkedin(@CurrentUser() user: AuthenticatedUser, @UploadedFile() file?: Express.Multer.File) {
    if (!file) throw new ResumeError('NO_FILE');
    return resumeView(await this.importLinkedin.execute({ userId: user.uid, content: file.buffer }));
  }

  @Route(ROUTES.createScratchResume)
  async scratch(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(ROUTES.createScratchResume.body)) body: ScratchBody) {
    const { language, ...answers } = body;
    return resumeView(await this.createScratch.execute({ userId: user.uid, language, answers }));
  }
}
