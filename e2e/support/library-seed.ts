/**
 * Fills a user's library through the real API, for the dashboard's tests, bench and screenshots:
 * the page's own guest session (its Firebase ID token, read from the SDK's storage) uploads JSON
 * Resumes and requests SuperMatches, exactly as the app would.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** The signed-in page's Firebase ID token (the SDK keeps the user in localStorage: browserLocalPersistence). */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (!key.startsWith('firebase:authUser:')) continue;
      const user = JSON.parse(localStorage.getItem(key) ?? '{}') as { stsTokenManager?: { accessToken?: string } };
      if (user.stsTokenManager?.accessToken) return user.stsTokenManager.accessToken;
    }
    return null;
  });
  if (!token) throw new Error('No Firebase user in this page');
  return token;
}

/** A JSON Resume of `person`, working at `employer`, in `language`. */
export const jsonResume = (person: string, employer = 'Northwind Logistics', language: 'en' | 'fr' = 'en') => ({
  basics: {
    name: person,
    email: 'someone@example.com',
    summary:
      language === 'fr'
        ? 'Ingénieure backend qui livre des logiciels logistiques fiables pour de grands entrepôts.'
        : 'Backend engineer who ships reliable logistics software for large warehouses and retailers.',
  },
  work: [
    {
      name: employer,
      position: language === 'fr' ? 'Ingénieure logicielle' : 'Software Engineer',
      startDate: '2020-01',
      // Weak openers the enhancement rewrites, so an enhanced resume gets a second version.
      highlights: ['Responsible for managing a team of 6 people across two depots', 'I worked on the rollout of a new routing tool'],
    },
  ],
  skills: [{ name: 'Languages', keywords: ['TypeScript', 'Go', 'PostgreSQL'] }],
});

export class LibrarySeed {
  constructor(
    private readonly base: string,
    private readonly token: string,
  ) {}

  private async call(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(this.base + path, { ...init, headers: { Authorization: `Bearer ${this.token}`, ...init.headers } });
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return response;
  }

  /** Uploads a JSON Resume named `fileName` (its name on the dashboard, without .json); `wait` until ready. */
  async resume(
    fileName: string,
    person: string,
    options: { employer?: string; language?: 'en' | 'fr'; wait?: boolean } = {},
  ): Promise<string> {
    const form = new FormData();
    form.append(
      'file',
      new Blob([JSON.stringify(jsonResume(person, options.employer, options.language))], { type: 'application/json' }),
      fileName,
    );
    const { id } = (await (await this.call('/api/resumes', { method: 'POST', body: form })).json()) as { id: string };
    if (options.wait !== false)
      await this.until(
        async () => ((await (await this.call(`/api/resumes/${id}`)).json()) as { stage: string }).stage,
        ['ready', 'failed'],
      );
    return id;
  }

  /** Waits until every resume of the user has finished processing. */
  async allProcessed(timeoutMs = 90_000): Promise<void> {
    await this.until(
      async () => {
        const { items } = (await (await this.call('/api/resumes')).json()) as { items: { stage: string }[] };
        return items.every((i) => i.stage === 'ready' || i.stage === 'failed') ? 'done' : 'busy';
      },
      ['done'],
      timeoutMs,
    );
  }

  /** Enhances a ready resume (the offline engine) and waits for its run: the resume gets an 'enhancement' version. */
  async enhance(resumeId: string): Promise<void> {
    const { runId } = (await (
      await this.call(`/api/resumes/${resumeId}/enhance`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } })
    ).json()) as { runId: string };
    await this.until(
      async () => ((await (await this.call(`/api/runs/${runId}`)).json()) as { status: string }).status,
      ['succeeded', 'failed'],
    );
  }

  /** Uploads one of the e2e fixture files (a real PDF or DOCX) and waits until it is processed. */
  async fixtureResume(file: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([readFileSync(join(__dirname, '..', 'fixtures', file))]), file);
    const { id } = (await (await this.call('/api/resumes', { method: 'POST', body: form })).json()) as { id: string };
    await this.until(async () => ((await (await this.call(`/api/resumes/${id}`)).json()) as { stage: string }).stage, ['ready', 'failed']);
    return id;
  }

  /**
   * Requests a SuperMatch of `resumeId` for the job fixture `job` and waits until it has finished;
   * `confirm` goes on past "Job Mismatch Detected" so it ends ready.
   */
  async supermatch(resumeId: string, job: string, confirm = false): Promise<string> {
    const jobDescription = readFileSync(join(__dirname, '..', '..', 'backend', 'test', 'fixtures', 'jobs', job), 'utf8');
    const started = (await (
      await this.call('/api/supermatches', {
        method: 'POST',
        body: JSON.stringify({ resumeId, jobDescription }),
        headers: { 'Content-Type': 'application/json' },
      })
    ).json()) as { id: string };
    const status = async () => ((await (await this.call(`/api/supermatches/${started.id}`)).json()) as { status: string }).status;
    await this.until(status, ['ready', 'mismatch', 'failed']);
    if (confirm && (await status()) === 'mismatch') {
      await this.call(`/api/supermatches/${started.id}/confirm`, { method: 'POST' });
      await this.until(status, ['ready', 'failed']);
    }
    return started.id;
  }

  private async until(read: () => Promise<string>, done: string[], timeoutMs = 90_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (done.includes(await read())) return;
      if (Date.now() > deadline) throw new Error('LibrarySeed: timed out');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}
