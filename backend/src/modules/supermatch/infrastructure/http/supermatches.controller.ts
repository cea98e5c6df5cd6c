import { Body, Controller, Headers, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { type PdfQuery, type RenameSuperMatchBody, ROUTES, type ShareBody, type StartSuperMatchBody } from '@atelier/contracts';
import type { Request, Response } from 'express';
import { AuthenticatedUser, CurrentUser } from '../../../../platform/auth/authenticated-user';
import { FirebaseAuthGuard } from '../../../../platform/auth/firebase-auth.guard';
import { requestLocale, requestTranslator } from '../../../../platform/i18n/request-translator';
import { attachment } from '../../../../platform/http/content-disposition';
import { Route } from '../../../../platform/http/route.decorator';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit';
import { ConfirmSuperMatch } from '../../application/confirm-supermatch';
import { DeleteSuperMatch } from '../../application/delete-supermatch';
import { DownloadSuperMatchPdf } from '../../application/download-supermatch-pdf';
import { GetSuperMatch } from '../../application/get-supermatch';
import { GetSuperMatchReport } from '../../application/get-supermatch-report';
import { DownloadCoverLetter } from '../../application/download-cover-letter';
import { ListSuperMatches } from '../../application/list-supermatches';
import { RenameSuperMatch } from '../../application/rename-supermatch';
import { ShareSuperMatch } from '../../application/share-supermatch';
import { StartSuperMatch } from '../../application/start-supermatch';
import { supermatchView } from './supermatch.view';

/** SuperMatch: request one (202 with the run to follow), its history, and per-item actions. */
@Controller()
@UseGuards(FirebaseAuthGuard)
export class SuperMatchesController {
  constructor(
    private readonly start: StartSuperMatch,
    private readonly confirm: ConfirmSuperMatch,
    private readonly list: ListSuperMatches,
    private readonly getOne: GetSuperMatch,
    private readonly rename: RenameSuperMatch,
    private readonly remove: DeleteSuperMatch,
    private readonly download: DownloadSuperMatchPdf,
    private readonly sharing: ShareSuperMatch,
    private readonly report: GetSuperMatchReport,
    private readonly coverLetter: DownloadCoverLetter,
  ) {}

  @Route(ROUTES.startSuperMatch)
  @RateLimit('supermatch')
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(ROUTES.startSuperMatch.body)) body: StartSuperMatchBody,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    const started = await this.start.execute({ userId: user.uid, ...body, locale: requestLocale(), idempotencyKey });
    return supermatchView(started, requestTranslator());
  }

  @Route(ROUTES.listSuperMatches)
  async history(@CurrentUser() user: AuthenticatedUser) {
    const translate = requestTranslator();
    return { items: (await this.list.execute({ userId: user.uid })).map((s) => supermatchView(s, translate)) };
  }

  @Route(ROUTES.getSuperMatch)
  async get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return supermatchView(await this.getOne.execute({ userId: user.uid, supermatchId: id }), requestTranslator());
  }

  @Route(ROUTES.renameSuperMatch)
  async patch(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(ROUTES.renameSuperMatch.body)) body: RenameSuperMatchBody,
  ) {
    return supermatchView(await this.rename.execute({ userId: user.uid, supermatchId: id, name: body.name }), requestTranslator());
  }

  @Route(ROUTES.deleteSuperMatch)
  async delete(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.remove.execute({ userId: user.uid, supermatchId: id });
  }

  /** Go on despite "Job Mismatch Detected" (costs a credit again: the stop was refunded). */
  @Route(ROUTES.confirmSuperMatch)
  async confirmMismatch(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return supermatchView(await this.confirm.execute({ userId: user.uid, supermatchId: id }), requestTranslator());
  }

  @Route(ROUTES.superMatchReport)
  async matchReport(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return this.report.execute({ userId: user.uid, supermatchId: id, locale: requestLocale() });
  }

  @Route(ROUTES.superMatchCoverLetter)
  async coverLetterPdf(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query(new ZodValidationPipe(ROUTES.superMatchCoverLetter.query)) query: PdfQuery,
    @Res() res: Response,
  ) {
    this.sendPdf(res, await this.coverLetter.execute({ userId: user.uid, supermatchId: id, template: query.template }));
  }

  private sendPdf(res: Response, { fileName, content }: { fileName: string; content: Buffer }) {
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', attachment(fileName));
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(content);
  }

  @Route(ROUTES.superMatchPdf)
  @RateLimit('renders')
  async pdf(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query(new ZodValidationPipe(ROUTES.superMatchPdf.query)) query: PdfQuery,
    @Res() res: Response,
  ) {
    this.sendPdf(
      res,
      await this.download.execute({
        userId: user.uid,
        supermatchId: id,
        template: query.template,
        lang: query.lang,
        pageSize: query.pageSize,
      }),
    );
  }

  @Route(ROUTES.shareSuperMatch)
  async share(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(ROUTES.shareSuperMatch.body)) body: ShareBody,
    @Req() req: Request,
  ) {
    const share = await this.sharing.share({ userId: user.uid, supermatchId: id, ...body });
    return { url: `${req.protocol}://${req.get('host')}${share.path}`, ...share };
  }

  @Route(ROUTES.unshareSuperMatch)
  async unshare(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.sharing.revoke({ userId: user.uid, supermatchId: id });
  }
}
