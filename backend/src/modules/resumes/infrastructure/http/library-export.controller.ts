import { Controller, Logger, Res, UseGuards } from '@nestjs/common';
import { ROUTES } from '@atelier/contracts';
import archiver from 'archiver';
import type { Response } from 'express';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { attachment } from '../../../../platform/http/content-disposition';
import { Route } from '../../../../platform/http/route.decorator';
import { ExportLibrary } from '../../application/export-library';

/** "Download everything": a ZIP of the user's PDFs and JSON Resumes, streamed as each file is ready. */
@Controller()
@UseGuards(FirebaseAuthGuard)
export class LibraryExportController {
  private readonly logger = new Logger(LibraryExportController.name);
  constructor(private readonly exportLibrary: ExportLibrary) {}

  @Route(ROUTES.exportLibrary)
  async export(@CurrentUser() user: AuthenticatedUser, @Res() res: Response): Promise<void> {
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', attachment('atelier-resumes.zip'));
    res.setHeader('Cache-Control', 'private, no-store');
    const zip = archiver('zip', { zlib: { level: 6 } });
    zip.pipe(res);
    try {
      for await (const file of this.exportLibrary.execute({ userId: user.uid })) zip.append(file.content, { name: file.path });
      await zip.finalize();
    } catch (error) {
      // Headers are sent already: cut the archive short, so the browser reports a failed download rather than a corrupt ZIP.
      this.logger.error('Library export failed', error as Error);
      zip.abort();
      res.destroy();
    }
  }
}
