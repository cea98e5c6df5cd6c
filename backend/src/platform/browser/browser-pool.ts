import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { StartupError } from '../embedded/startup-error';
import { findChromium } from './chromium-path';

export const BROWSER_OPTIONS = Symbol('BrowserOptions');
export interface BrowserOptions {
  executablePath?: string;
  poolSize: number;
}

const FONT_WAIT_MS = 3_000;
const PRINT_TIMEOUT_MS = 20_000;

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

  async printPdf(html: string): Promise<Buffer> {
    const page = await this.acquire();
    let healthy = true;
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: PRINT_TIMEOUT_MS });
      // Bounded wait for web fonts: a font that never loads must not hold the page.
      await page.evaluate(`Promise.race([document.fonts.ready, new Promise((r) => setTimeout(r, ${FONT_WAIT_MS}))])`);
      const pdf = await page.pdf({ printBackground: true, preferCSSPageSize: true, timeout: PRINT_TIMEOUT_MS });
      return Buffer.from(pdf);
    } catch (error) {
      healthy = false;
      throw error;
    } finally {
      this.release(page, healthy);
    }
  }

  async onModuleDestroy(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
    if (this.profileDir) rmSync(this.profileDir, { recursive: true, force: true });
  }

  private getBrowser(): Promise<Browser> {
    if (!this.browser) {
      this.browser = this.launch();
      this.browser.catch(() => { this.browser = null; });
    }
    return this.browser;
  }

  private async launch(): Promise<Browser> {
    const executablePath = findChromium(this.options.executablePath);
    if (!executablePath) {
      throw new StartupError('Chromium', this.options.executablePath
        ? `PUPPETEER_EXECUTABLE_PATH points to ${this.options.executablePath}, which does not exist.`
        : 'no Chromium found. Install it (Debian/Ubuntu: apt-get install chromium) or set PUPPETEER_EXECUTABLE_PATH.');
    }
    const puppeteer = await import('puppeteer-core');
    this.profileDir ??= mkdtempSync(join(tmpdir(), 'atelier-chromium-'));
    try {
      const browser = await puppeteer.launch({
        executablePath,
        headless: true,
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
          '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking',
          '--disable-component-update', '--disable-sync', '--disable-extensions', '--disable-quic',
        ],
      });
      browser.on('disconnected', () => {
        this.logger.warn('Chromium disconnected; it will be relaunched on next use');
        this.browser = null;
        this.idle.length = 0;
      });
      return browser;
    } catch (error) {
      throw new StartupError('Chromium', `could not launch ${executablePath} (${(error as Error).message.split('\n')[0]}).`);
    }
  }

  private async acquire(): Promise<Page> {
    while (this.busy >= this.options.poolSize) await new Promise<void>((resolve) => this.waiting.push(resolve));
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

  private release(page: Page, healthy: boolean): void {
    this.busy--;
    if (healthy && !page.isClosed()) this.idle.push(page);
    else void page.close().catch(() => undefined);
    this.waiting.shift()?.();
  }
}
