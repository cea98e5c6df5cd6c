import { Body, Controller, UseGuards } from '@nestjs/common';
import { type ReadJobPostingBody, ROUTES } from '@atelier/contracts';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { Route } from '../../../../platform/http/route.decorator';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { ReadJobPosting } from '../../application/read-job-posting';

/** POST /api/job-postings { url } or { text }: the job as read (title, company, location, description, language). */
@Controller()
@UseGuards(FirebaseAuthGuard)
export class JobPostingsController {
  constructor(private readonly readJobPosting: ReadJobPosting) {}

  @Route(ROUTES.readJobPosting)
  @RateLimit('jobPostings')
  read(@Body(new ZodValidationPipe(ROUTES.readJobPosting.body)) body: ReadJobPostingBody) {
    return this.readJobPosting.execute(body);
  }
}
