import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { attachment } from '../../../../platform/http/content-disposition';
import { GetSharedPdf } from '../../application/get-shared-pdf';
import { LIBRARY_ERROR_SCHEMA } from './resume-library.openapi';

/**
 * A share link's PDF. No sign-in: the token is the only credential, so the answer is kept out of
 * caches, search engines and Referer headers.
 */
@ApiTags('resumes')
@Controller('shared')
export class SharedResumesController {
  constructor(private readonly getSharedPdf: GetSharedPdf) {}

  @Get(':token')
  @ApiOperation({ summary: 'The PDF behind a share link (no sign-in needed)' })
  @ApiOkResponse({ description: 'The PDF, inline', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiResponse({ status: 404, description: 'SHARE_NOT_FOUND: unknown or revoked link', schema: LIBRARY_ERROR_SCHEMA })
  async pdf(@Param('token') token: string, @Res() res: Response) {
    // Set first, so a 404 for a revoked link is kept out of caches and indexes as well.
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'no-referrer');
    const { fileName, content } = await this.getSharedPdf.execute({ token });
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', attachment(fileName, 'inline'));
    res.send(content);
  }
}
