import { existsSync } from 'node:fs';

// chrome-headless-shell first: the headless-only build of Chromium, made for printing and
// automation. On this project's 2-core machines it prints a two-page resume in about 21 ms where
// the full browser's headless mode takes about 35 ms, and it launches in half the time.
// The binary itself, not Debian's /usr/bin wrapper: that one runs it as a child of sh (no exec),
// so the pid Puppeteer holds would be the shell's, and a crashed or killed browser would go unseen.
const HEADLESS_SHELLS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];
const FULL_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** PUPPETEER_EXECUTABLE_PATH, else the system's headless shell, else its Chromium, else null (the caller explains). */
export function findChromium(configured?: string): string | null {
  if (configured) return existsSync(configured) ? configured : null;
  return [...HEADLESS_SHELLS, ...FULL_BROWSERS].find((p) => existsSync(p)) ?? null;
}

/** The full browser only (the bench compares against it: most launch-per-render code runs it). */
export function findFullChromium(): string | null {
  return FULL_BROWSERS.find((p) => existsSync(p)) ?? null;
}

/** Puppeteer's headless mode for a binary: the headless shell has only the classic one. */
export function headlessModeOf(executablePath: string): true | 'shell' {
  return /headless[-_]shell/.test(executablePath) ? 'shell' : true;
}
