import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'puppeteer-core';
import { StartupError } from '../embedded/startup-error';
import { findChromium, headlessModeOf } from './chromium-path';

export const BROWSER_OPTIONS = Symbol('BrowserOptions');
export interface BrowserOptions {
  executablePath?: string;
  poolSize: number;
}

const FONT_WAIT_MS = 3_000;
const PRINT_TIMEOUT_MS = 20_000;
// Bounded wait for web fonts: a font that never loads must not hold the page.
const FONTS_READY = `Promise.race([document.fonts.ready, new Promise((r) => setTimeout(r, ${FONT_WAIT_MS}))]).then(() => true)`;
// A render waiting this long for a free page means the pool is overloaded: fail, don't pile up.
const QUEUE_TIMEOUT_MS = 60_000;

export interface PrintOptions {
  /** A tagged (accessible) PDF: structure tags that screen readers and some ATS use for reading order. */
  tagged?: boolean;
}

/** The page's HTML was set and its fonts were loaded (or the bounded wait ran out). */
export type PageTask<T> = (page: Page) => Promise<T>;

/**
 * One warm Chromium shared by every render, with a bounded set of reusable pages.
 * Pages get their HTML set directly (no navigation) and every network request is refused, so
 * a render cannot hang on a remote resource. A crashed browser is relaunched on next use.
 */
@Injectable()
export class BrowserPool implements OnModuleDestroy {
  private readonly logger = new Logger(BrowserPool.name);
  private browser: Promise<Browser> | null = null;
  private readonly idle: Page[] = [];
  private readonly waiting: Array<() => void> = [];
  private busy = 0;
  private profileDir: string | null = null;
  private closing = false;
  /** The document shell (everything but title and body) each pooled page holds. */
  private readonly shells = new WeakMap<Page, string>();
  private readonly sessions = new WeakMap<Page, Promise<CDPSession>>();

  constructor(private readonly options: BrowserOptions) {}

  /** Fails with a one-line StartupError when Chromium is missing or cannot launch. */
  async warmUp(): Promise<void> {
    await this.getBrowser();
  }

  async isReady(): Promise<boolean> {
    try {
      const browser = await this.getBrowser();
      return browser.connected;
    } catch {
      return false;
    }
  }

  async printPdf(html: string, options: PrintOptions = {}): Promise<Buffer> {
    return this.withContent(html, async (page) => {
      // Straight to the DevTools protocol, the PDF returned inline: page.pdf() adds a font wait we
      // already did and reads the file back through a stream, a round trip per chunk.
      const session = await this.sessionOf(page);
      const { data } = await withTimeout(
        session.send('Page.printToPDF', {
          printBackground: true,
          preferCSSPageSize: true,
          generateTaggedPDF: options.tagged ?? false,
          transferMode: 'ReturnAsBase64',
          marginTop: 0,
          marginBottom: 0,
          marginLeft: 0,
          marginRight: 0,
        }),
        PRINT_TIMEOUT_MS,
        'printing',
      );
      return Buffer.from(data, 'base64');
    });
  }

  /** Pages and in-flight or queued renders, for the bench and diagnostics. */
  stats(): { busy: number; idle: number; queued: number } {
    return { busy: this.busy, idle: this.idle.length, queued: this.waiting.length };
  }

  /**
   * Sets the HTML on a pooled page (no navigation), waits for its fonts within a bound, then runs
   * the task. A render that lost its browser (crash, OOM kill) is retried once on a relaunched one.
   */
  private async withContent<T>(html: string, task: PageTask<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const page = await this.acquire();
      let healthy = true;
      try {
        await this.setDocument(page, html);
        return await task(page);
      } catch (error) {
        healthy = false;
        if (attempt >= 2 || !lostBrowser(error, page)) throw error;
        this.logger.warn(`Render lost its page (${(error as Error).message.split('\n')[0]}); retrying on a fresh one`);
      } finally {
        this.release(page, healthy);
      }
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
    if (this.profileDir) rmSync(this.profileDir, { recursive: true, force: true });
  }

  private getBrowser(): Promise<Browser> {
    if (!this.browser) {
      this.browser = this.launch();
      this.browser.catch(() => {
        this.browser = null;
      });
    }
    return this.browser;
  }

  private async launch(): Promise<Browser> {
    const executablePath = findChromium(this.options.executablePath);
    if (!executablePath) {
      throw new StartupError(
        'Chromium',
        this.options.executablePath
          ? `PUPPETEER_EXECUTABLE_PATH points to ${this.options.executablePath}, which does not exist.`
          : 'no Chromium found. Install it (Debian/Ubuntu: apt-get install chromium-headless-shell) or set PUPPETEER_EXECUTABLE_PATH.',
      );
    }
    const puppeteer = await import('puppeteer-core');
    this.profileDir ??= mkdtempSync(join(tmpdir(), 'atelier-chromium-'));
    try {
      const browser = await puppeteer.launch({
        executablePath,
        headless: headlessModeOf(executablePath),
        // Puppeteer's own signal handlers close Chromium and exit the process, cutting short the
        // app's shutdown (orphaned Redis and emulator). main.ts owns signals; we close Chromium
        // in onModuleDestroy.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
        userDataDir: this.profileDir,
        env: { ...process.env, XDG_CONFIG_HOME: this.profileDir, XDG_CACHE_HOME: this.profileDir },
        args: [
          ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-extensions',
          '--disable-quic',
          // Every pooled page is a background tab to Chromium, which would lower its renderer's
          // priority and throttle it: renders in parallel would wait on each other.
          '--disable-renderer-backgrounding',
          '--disable-background-timer-throttling',
          '--disable-backgrounding-occluded-windows',
        ],
      });
      browser.on('disconnected', () => {
        if (!this.closing) this.logger.warn('Chromium disconnected; it will be relaunched on next use');
        this.browser = null;
        this.idle.length = 0;
      });
      return browser;
    } catch (error) {
      throw new StartupError('Chromium', `could not launch ${executablePath} (${(error as Error).message.split('\n')[0]}).`);
    }
  }

  private async acquire(): Promise<Page> {
    while (this.busy >= this.options.poolSize) await this.waitForTurn();
    this.busy++;
    try {
      const reusable = this.idle.pop();
      if (reusable && !reusable.isClosed()) return reusable;
      const page = await (await this.getBrowser()).newPage();
      await page.setRequestInterception(true);
      // Only the document itself and inline data may load: no remote fonts, images or scripts.
      page.on('request', (req) => {
        const url = req.url();
        if (url.startsWith('data:') || url === 'about:blank') void req.continue();
        else void req.abort('blockedbyclient');
      });
      return page;
    } catch (error) {
      this.busy--;
      this.waiting.shift()?.();
      throw error;
    }
  }

  /**
   * Sets the page's HTML without navigating. When the page already holds the same shell (same
   * styles and embedded fonts: same template), only the title and body are swapped: the styles
   * are not parsed again nor the fonts decoded again, which is most of the cost of setContent.
   */
  private async setDocument(page: Page, html: string): Promise<void> {
    const parts = splitDocument(html);
    if (parts && this.shells.get(page) === parts.shell) {
      // One round trip: swap, then the bounded font wait.
      await withTimeout(
        page.evaluate(
          (title: string, body: string, fontWaitMs: number) => {
            // Runs in the page; the backend is compiled without the DOM typings.
            const { document } = globalThis as unknown as {
              document: {
                body: { innerHTML: string; offsetHeight: number };
                querySelector(s: string): { innerHTML: string };
                fonts: { ready: Promise<unknown> };
              };
            };
            document.querySelector('title').innerHTML = title;
            document.body.innerHTML = body;
            // Lay the new text out now: that is what requests the font faces it needs (say, latin-ext
            // for a name with "ő"), so that fonts.ready waits for them rather than for nothing.
            void document.body.offsetHeight;
            return Promise.race([document.fonts.ready, new Promise((r) => setTimeout(r, fontWaitMs))]).then(() => true);
          },
          parts.title,
          parts.body,
          FONT_WAIT_MS,
        ),
        PRINT_TIMEOUT_MS,
        'swapping the document',
      );
    } else {
      this.shells.delete(page);
      await page.setContent(html, { waitUntil: 'load', timeout: PRINT_TIMEOUT_MS });
      if (parts) this.shells.set(page, parts.shell);
      await page.evaluate(FONTS_READY);
    }
  }

  private sessionOf(page: Page): Promise<CDPSession> {
    let session = this.sessions.get(page);
    if (!session) {
      session = page.createCDPSession();
      this.sessions.set(page, session);
    }
    return session;
  }

  /** Queued renders are served first come, first served, and give up after QUEUE_TIMEOUT_MS. */
  private waitForTurn(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(turn);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(new Error(`no browser page free after ${QUEUE_TIMEOUT_MS} ms`));
      }, QUEUE_TIMEOUT_MS);
      timer.unref();
      this.waiting.push(turn);
    });
  }

  private release(page: Page, healthy: boolean): void {
    this.busy--;
    if (healthy && !page.isClosed()) this.idle.push(page);
    else void page.close().catch(() => undefined);
    this.waiting.shift()?.();
  }
}

/** The page died with its browser (crash, kill, disconnect), as opposed to a fault in the content. */
function lostBrowser(error: unknown, page: Page): boolean {
  const message = (error as Error)?.message ?? '';
  return (
    page.isClosed() || !page.browser().connected || /Target closed|Session closed|detached|Connection closed|Protocol error/i.test(message)
  );
}

/** A document as shell (all but the title's text and the body's content), title and body; null when it has no <title> or <body>. */
function splitDocument(html: string): { shell: string; title: string; body: string } | null {
  const titleStart = html.indexOf('<title>');
  const titleEnd = html.indexOf('</title>', titleStart);
  const bodyTag = html.indexOf('<body', titleEnd);
  const bodyStart = html.indexOf('>', bodyTag) + 1;
  const bodyEnd = html.lastIndexOf('</body>');
  if (titleStart < 0 || titleEnd < 0 || bodyTag < 0 || bodyEnd < bodyStart) return null;
  return {
    shell: html.slice(0, titleStart + 7) + html.slice(titleEnd, bodyStart) + html.slice(bodyEnd),
    title: html.slice(titleStart + 7, titleEnd),
    body: html.slice(bodyStart, bodyEnd),
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
