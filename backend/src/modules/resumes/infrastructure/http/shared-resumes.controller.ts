import { Controller, Param, Query, Res } from '@nestjs/common';
import { ROUTES, type SharedQuery } from '@atelier/contracts';
import type { Response } from 'express';
import { attachment } from '../../../../platform/http/content-disposition';
import { Route } from '../../../../platform/http/route.decorator';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { GetSharedPdf } from '../../application/get-shared-pdf';

/**
 * A share link's PDF. No sign-in: the token is the only credential, so the answer is kept out of
 * caches, search engines and Referer headers.
 */
@Controller()
export class SharedResumesController {
  constructor(private readonly getSharedPdf: GetSharedPdf) {}

  @Route(ROUTES.sharedResume)
  @RateLimit('shareViews')
  async pdf(
    @Param('token') token: string,
    @Query(new ZodValidationPipe(ROUTES.sharedResume.query)) query: SharedQuery,
    @Res() res: Response,
  ) {
    // Set first, so a 404 for a revoked link is kept out of caches and indexes as well.
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'no-referrer');
    const download = query.download === '1';
    const { fileName, content } = await this.getSharedPdf.execute({ token, use: download ? 'download' : 'view' });
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', attachment(fileName, download ? 'attachment' : 'inline'));
    res.send(content);
  }
}
