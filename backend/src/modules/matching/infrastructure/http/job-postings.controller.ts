import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { ReadJobPosting } from '../../application/read-job-posting';

/** POST /api/job-postings { url } or { text }: the job as read (title, company, location, description, language). */
@Controller('job-postings')
@UseGuards(FirebaseAuthGuard)
export class JobPostingsController {
  constructor(private readonly readJobPosting: ReadJobPosting) {}

  @Post()
  @HttpCode(200)
  read(@Body() body: { url?: unknown; text?: unknown }) {
    return this.readJobPosting.execute({
      url: typeof body?.url === 'string' ? body.url : undefined,
      text: typeof body?.text === 'string' ? body.text : undefined,
    });
  }
}
