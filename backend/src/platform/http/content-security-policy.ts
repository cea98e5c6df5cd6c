import type { Request, Response, NextFunction } from 'express';
import type { AuthConfig } from '../config/app-config';

const CSP = 'content-security-policy';

/**
 * The pages' policy for everything but inline code: where the page may connect (this origin and
 * Firebase Authentication: Google's endpoints, or the emulator in development), what it may frame
 * (Firebase's sign-in helper), and nothing from elsewhere. Astro sends a second policy with the
 * hashes of the scripts and styles it emitted; a browser enforces both, so inline code runs only
 * if Astro hashed it (the 'unsafe-inline' here is narrowed by Astro's hashes).
 */
export function pagePolicy(auth: AuthConfig, emulatorUrl?: string): string {
  const firebase =
    auth.mode === 'firebase'
      ? ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com']
      : emulatorUrl
        ? [emulatorUrl]
        : [];
  const frames = auth.mode === 'firebase' ? [`https://${auth.authDomain}`] : emulatorUrl ? [emulatorUrl] : [];
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' https://apis.google.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...firebase].join(' ')}`,
    `frame-src ${["'self'", ...frames].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The content editor's page (Decap CMS, administrators only): Decap's bundle injects its styles
 * and compiles code at run time, which no hash can cover, so this one page replaces Astro's
 * policy with its own: inline and eval allowed, and connections only to this origin, Firebase,
 * and where the CMS saves (decap-server on this machine in local mode, or the git host's API).
 */
export function cmsPagePolicy(pages: string, cms: { localBackend: boolean; baseUrl?: string }): string {
  const saves = [
    ...(cms.localBackend ? ['http://localhost:*', 'http://127.0.0.1:*'] : []),
    ...(cms.baseUrl ? [new URL(cms.baseUrl).origin] : []),
    'https://api.github.com',
    'https://gitlab.com',
    'https://api.bitbucket.org',
  ];
  return pages
    .split('; ')
    .map((directive) => {
      if (directive.startsWith('script-src ')) return `${directive} 'unsafe-eval' blob:`;
      if (directive.startsWith('connect-src ')) return `${directive} ${saves.join(' ')}`;
      if (directive.startsWith('img-src ')) return `${directive} https:`;
      return directive;
    })
    .concat("worker-src 'self' blob:")
    .join('; ');
}

/** Whether a path is the content editor's page (either language). */
export const isCmsPage = (path: string): boolean => /^(\/fr)?\/admin\/content\/?$/.test(path);

/**
 * Sends `policy` with a page instead of Astro's: for the one page whose code Astro's hashes
 * cannot cover (the CMS). Astro's header is dropped, however it is set.
 */
export function withOwnPolicy(policy: string) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    const setHeader = res.setHeader.bind(res);
    res.setHeader = ((name: string, value: number | string | readonly string[]) =>
      name.toLowerCase() === CSP ? res : setHeader(name, value)) as Response['setHeader'];
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      const headers = args.find((arg, i) => i > 0 && arg && typeof arg === 'object' && !Array.isArray(arg)) as
        Record<string, unknown> | undefined;
      for (const name of Object.keys(headers ?? {})) if (name.toLowerCase() === CSP) delete headers![name];
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response['writeHead'];
    setHeader(CSP, policy);
    next();
  };
}

/**
 * Sends `policy` with every page, alongside (not instead of) the policy Astro writes: Node would
 * let Astro's header replace ours (through writeHead's headers, or setHeader when a middleware
 * such as compression turns those into setHeader calls), so both are kept as two header lines.
 */
export function withPagePolicy(policy: string) {
  const merged = (value: unknown) => [policy, ...[value as string | string[]].flat().filter((v) => v !== policy)];
  return (_req: Request, res: Response, next: NextFunction): void => {
    const setHeader = res.setHeader.bind(res);
    res.setHeader = ((name: string, value: number | string | readonly string[]) =>
      setHeader(name, name.toLowerCase() === CSP ? merged(value) : value)) as Response['setHeader'];
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      const headers = args.find((arg, i) => i > 0 && arg && typeof arg === 'object' && !Array.isArray(arg)) as
        Record<string, unknown> | undefined;
      for (const name of Object.keys(headers ?? {})) {
        if (name.toLowerCase() === CSP && headers![name] !== undefined) headers![name] = merged(headers![name]);
      }
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response['writeHead'];
    setHeader(CSP, policy);
    next();
  };
}
