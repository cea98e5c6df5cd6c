import { Inject, Injectable } from '@nestjs/common';
import { parseJobUrl } from '../domain/address-policy';
import { JobError } from '../domain/job-errors';
import { jobPostingFromHtml, jobPostingFromText, postingText, withSkillKeywords, type JobPosting } from '../domain/job-posting';
import { groundKeywords } from '../domain/keywords/grounded-keywords';
import { KEYWORD_READER, type KeywordReader, PAGE_FETCHER, PageFetcher } from './job-ports';

const MAX_TEXT = 50_000;

/**
 * A job from a pasted description or a link: what SuperMatch and matching start from. Its skill
 * keywords are a language model's when one is configured and answers (held to the posting's
 * text), the lexicons' and span model's otherwise.
 */
@Injectable()
export class ReadJobPosting {
  constructor(
    @Inject(PAGE_FETCHER) private readonly fetcher: PageFetcher,
    @Inject(KEYWORD_READER) private readonly keywordReader: KeywordReader,
  ) {}

  async execute(input: { text?: string; url?: string }): Promise<JobPosting> {
    return this.withModelKeywords(await this.read(input));
  }

  private async withModelKeywords(posting: JobPosting): Promise<JobPosting> {
    const text = postingText(posting);
    const proposed = await this.keywordReader.read(text);
    const keywords = proposed && groundKeywords(text, posting.language, proposed);
    // A model that found nothing the posting holds (an empty or off-topic answer) is not trusted over the lexicons.
    return keywords?.length ? withSkillKeywords(posting, keywords) : posting;
  }

  private async read(input: { text?: string; url?: string }): Promise<JobPosting> {
    if (input.url?.trim()) {
      const url = parseJobUrl(input.url);
      if (!url) throw new JobError('INVALID_URL');
      const page = await this.fetcher.fetchPage(url);
      const posting = /json/.test(page.contentType)
        ? jobPostingFromHtml(`<script type="application/ld+json">${page.body}</script>`, page.finalUrl)
        : jobPostingFromHtml(page.body, page.finalUrl);
      if (!posting) throw new JobError('NO_JOB_FOUND');
      return posting;
    }
    const text = input.text?.trim();
    if (!text || text.length < 30) throw new JobError('JOB_DESCRIPTION_REQUIRED');
    return jobPostingFromText(text.slice(0, MAX_TEXT));
  }
}
