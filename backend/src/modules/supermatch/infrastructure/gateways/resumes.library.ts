import { Injectable } from '@nestjs/common';
import type { ResumeLanguage } from '../../../../shared/json-resume';
import { CreateTailoredResume } from '../../../resumes/application/create-tailored-resume';
import { DeleteResume } from '../../../resumes/application/delete-resume';
import { DownloadResumePdf } from '../../../resumes/application/download-resume-pdf';
import { GetResume } from '../../../resumes/application/get-resume';
import { RenderCoverLetterPdf } from '../../../resumes/application/render-cover-letter';
import { resumeSections } from '../../../resumes/application/resume-sections';
import { RestoreResume } from '../../../resumes/application/restore-resume';
import { RevokeShare } from '../../../resumes/application/revoke-share';
import { ShareResume } from '../../../resumes/application/share-resume';
import type { LetterText, ResumeLibrary, SourceResume } from '../../application/collaborator-ports';
import { SuperMatchError } from '../../domain/supermatch-errors';

const templateOf = (value?: string) => (value === 'modern' ? 'modern' : 'ats');
const langOf = (value?: string): ResumeLanguage | undefined => (value === 'en' || value === 'fr' ? value : undefined);
const pageSizeOf = (value?: string) => (value === 'a4' || value === 'letter' ? value : undefined);

/** SuperMatch results are tailored resumes: stored, rendered, downloaded and shared by the resumes module. */
@Injectable()
export class ResumesLibrary implements ResumeLibrary {
  constructor(
    private readonly getResume: GetResume,
    private readonly createTailoredResume: CreateTailoredResume,
    private readonly deleteResume: DeleteResume,
    private readonly downloadPdf: DownloadResumePdf,
    private readonly shareResume: ShareResume,
    private readonly revokeShareOf: RevokeShare,
    private readonly renderCoverLetter: RenderCoverLetterPdf,
    private readonly restoreResume: RestoreResume,
  ) {}

  coverLetterPdf(input: { resume: SourceResume['structured']; letter: LetterText; template: string }): Promise<Buffer> {
    return this.renderCoverLetter.execute({
      resume: input.resume.resume,
      letter: input.letter,
      template: templateOf(input.template),
      language: input.resume.language,
    });
  }

  async readyResume(userId: string, resumeId: string): Promise<SourceResume> {
    const resume = await this.getResume.execute({ userId, resumeId });
    if (!resume.isReady() || !resume.structured) throw new SuperMatchError('RESUME_NOT_READY');
    return { id: resume.id, name: resume.name, language: resume.structured.language, structured: resume.structured };
  }

  async createTailored(input: {
    userId: string;
    resumeId: string;
    sourceResumeId: string;
    name: string;
    structured: SourceResume['structured'];
    changeSet?: Parameters<ResumeLibrary['createTailored']>[0]['changeSet'];
  }): Promise<void> {
    await this.createTailoredResume.execute(input);
  }

  async deleteTailored(userId: string, resumeId: string): Promise<void> {
    try {
      await this.deleteResume.execute({ userId, resumeId });
    } catch (error) {
      // Not made yet (the job had not reached it), or already gone: nothing to delete.
      if ((error as { code?: string }).code !== 'LIBRARY_ITEM_NOT_FOUND' && (error as { code?: string }).code !== 'RESUME_NOT_FOUND')
        throw error;
    }
  }

  async tailoredContent(userId: string, resumeId: string) {
    const resume = await this.getResume.execute({ userId, resumeId });
    if (!resume.isReady() || !resume.structured) throw new SuperMatchError('RESUME_NOT_READY');
    const structured = resume.structured;
    return { structured, source: resume.changeSet?.base ?? structured, sections: resumeSections(structured) };
  }

  async restoreTailored(userId: string, resumeId: string): Promise<void> {
    try {
      await this.restoreResume.execute({ userId, resumeId });
    } catch (error) {
      // Never made (a failed SuperMatch), or not in the bin: nothing to bring back.
      if ((error as { code?: string }).code !== 'LIBRARY_ITEM_NOT_FOUND') throw error;
    }
  }

  pdf(input: { userId: string; resumeId: string; template: string; lang?: string; pageSize?: string }) {
    return this.downloadPdf.execute({
      userId: input.userId,
      resumeId: input.resumeId,
      template: templateOf(input.template),
      lang: langOf(input.lang),
      pageSize: pageSizeOf(input.pageSize),
    });
  }

  async share(input: { userId: string; resumeId: string; template?: string; lang?: string }) {
    const share = await this.shareResume.execute({
      userId: input.userId,
      resumeId: input.resumeId,
      template: templateOf(input.template),
      lang: langOf(input.lang),
    });
    return {
      path: `/api/shared/${share.token}`,
      token: share.token,
      template: share.template,
      language: share.language,
      createdAt: share.createdAt.toISOString(),
    };
  }

  async revokeShare(userId: string, resumeId: string): Promise<void> {
    await this.revokeShareOf.execute({ userId, resumeId });
  }
}
