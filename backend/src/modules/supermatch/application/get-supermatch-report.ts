import { Inject, Injectable } from '@nestjs/common';
import { SuperMatchError } from '../domain/supermatch-errors';
import { MATCH_ANALYST, RESUME_LIBRARY, type MatchAnalyst, type ResumeLibrary } from './collaborator-ports';
import { ownedSuperMatch } from './owned-supermatch';
import { SUPERMATCH_REPOSITORY, type SuperMatchRepository } from './supermatch-ports';

export interface SuperMatchReport {
  posting: { title: string | null; company: string | null; url: string | null; description: string };
  scoreBefore: number;
  scoreAfter: number;
  factors: Array<{ id: string; weight: number; score: number; explanation: string }>;
  keywords: Array<{
    id: string;
    term: string;
    kind: string;
    required: boolean;
    foundBefore: boolean;
    foundAfter: boolean;
    resumeTerms: string[];
  }>;
  resume: Array<{ heading: string; lines: string[] }>;
}

/** Evidence words short enough to be a keyword's spelling (not a whole sentence it sits in). */
const spelling = (text: string) => text.length <= 40;

/**
 * The match report of a ready SuperMatch: the posting it read, the tailored resume's text, and
 * each keyword of the posting found or missing in the resume before tailoring (the content it was
 * tailored from) and after (the tailored resume as it is now, with the user's reviewed changes).
 * Computed on demand by the same versioned analysis as the verdict, so it follows every review.
 */
@Injectable()
export class GetSuperMatchReport {
  constructor(
    @Inject(SUPERMATCH_REPOSITORY) private readonly supermatches: SuperMatchRepository,
    @Inject(MATCH_ANALYST) private readonly analyst: MatchAnalyst,
    @Inject(RESUME_LIBRARY) private readonly library: ResumeLibrary,
  ) {}

  async execute(input: { userId: string; supermatchId: string; locale: 'en' | 'fr' }): Promise<SuperMatchReport> {
    const supermatch = await ownedSuperMatch(this.supermatches, input.userId, input.supermatchId);
    const posting = supermatch.posting;
    if (!supermatch.isReady() || !posting?.description) throw new SuperMatchError('RESUME_NOT_READY');
    const content = await this.library.tailoredContent(input.userId, supermatch.tailoredResumeId);
    const job = { title: supermatch.jobTitle, company: supermatch.company, language: supermatch.language ?? 'en', posting };
    const before = await this.analyst.analyze(content.source, job, input.locale);
    const after = await this.analyst.analyze(content.structured, job, input.locale);

    const foundBefore = new Set(before.found.map((k) => k.id));
    const foundAfter = new Map(after.found.map((k) => [k.id, k]));
    const keywords = [...after.found, ...after.missing].map((k) => ({
      id: k.id,
      term: k.term,
      kind: k.kind,
      required: k.required,
      foundBefore: foundBefore.has(k.id),
      foundAfter: foundAfter.has(k.id),
      resumeTerms: [...new Set((foundAfter.get(k.id)?.evidence ?? []).map((e) => e.text).filter(spelling))],
    }));
    return {
      posting: { title: supermatch.jobTitle, company: supermatch.company, url: supermatch.jobUrl, description: posting.description },
      scoreBefore: before.score,
      scoreAfter: after.score,
      factors: after.factors,
      keywords,
      resume: content.sections,
    };
  }
}
