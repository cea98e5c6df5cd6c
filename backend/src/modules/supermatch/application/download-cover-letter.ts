import { Inject, Injectable } from '@nestjs/common';
import { SuperMatchError } from '../domain/supermatch-errors';
import { COVER_LETTER_WRITER, RESUME_LIBRARY, type CoverLetterWriter, type ResumeLibrary } from './collaborator-ports';
import { ownedSuperMatch } from './owned-supermatch';
import { SUPERMATCH_REPOSITORY, type SuperMatchRepository } from './supermatch-ports';

/**
 * The cover letter of a ready SuperMatch: written from the tailored resume (as reviewed) and the
 * posting, in the resume's language, printed in the chosen template's style.
 */
@Injectable()
export class DownloadCoverLetter {
  constructor(
    @Inject(SUPERMATCH_REPOSITORY) private readonly supermatches: SuperMatchRepository,
    @Inject(RESUME_LIBRARY) private readonly library: ResumeLibrary,
    @Inject(COVER_LETTER_WRITER) private readonly writer: CoverLetterWriter,
  ) {}

  async execute(input: { userId: string; supermatchId: string; template: string }): Promise<{ fileName: string; content: Buffer }> {
    const supermatch = await ownedSuperMatch(this.supermatches, input.userId, input.supermatchId);
    if (!supermatch.isReady() || !supermatch.posting) throw new SuperMatchError('RESUME_NOT_READY');
    const { structured } = await this.library.tailoredContent(input.userId, supermatch.tailoredResumeId);
    const job = {
      title: supermatch.jobTitle,
      company: supermatch.company,
      language: supermatch.language ?? 'en',
      posting: supermatch.posting,
    };
    const letter = this.writer.write(structured, job);
    const content = await this.library.coverLetterPdf({ resume: structured, letter, template: input.template });
    const prefix = structured.language === 'fr' ? 'lettre-de-motivation' : 'cover-letter';
    const slug = supermatch.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
    return { fileName: `${prefix}-${slug || 'supermatch'}-${input.template}.pdf`, content };
  }
}
