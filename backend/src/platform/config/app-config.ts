import { isAbsolute, join } from 'node:path';
import { repoRoot } from './repo-root';
import { DEFAULT_PLUS_MONTHLY_CREDITS, SOCIAL_PROVIDERS, type SocialProvider } from '@atelier/contracts/constants';

export type AppRole = 'web' | 'worker' | 'all';

/** Settings read once from the environment. See `.env.example` for each one's meaning. */
export interface AppConfig {
  readonly production: boolean;
  readonly role: AppRole;
  readonly host: string;
  readonly port: number;
  readonly rootDir: string;
  readonly dataDir: string;
  readonly database: { url?: string; embeddedPort: number };
  readonly redis: { url?: string; embeddedPort: number };
  readonly auth: AuthConfig;
  /** Social sign-in providers offered on the sign-in and register screens (AUTH_PROVIDERS=google,github); none by default. */
  readonly authProviders: readonly SocialProvider[];
  readonly browser: { executablePath?: string; poolSize: number };
  /** An OpenAI-compatible LLM; absent = the built-in offline engine only. */
  readonly ai?: AiConfig;
  /** Requests allowed per window, per user (uid) or, signed out, per IP. See platform/rate-limit. */
  readonly rateLimits: RateLimits;
  /** Contact Us messages accepted per e-mail address (RATE_LIMIT_CONTACT, default 5 per 10 minutes). */
  readonly contactLimit: RateLimit;
  /** Credits given to every new user, spent per SuperMatch, and granted each month on Plus. */
  readonly credits: { welcomeGrant: number; supermatchCost: number; plusMonthlyCredits: number };
  /**
   * How long a worker holds a queue job's lock without renewing it. A worker that dies mid-job
   * (killed, machine lost) gives its job back after about this long; another worker runs it again.
   */
  readonly queue: { lockMs: number };
  /**
   * On SIGTERM, how long running jobs may go on before they are handed back to the queue, and
   * in-flight requests before their connections are closed (SHUTDOWN_GRACE_MS, default 25 s:
   * under the 30 s most orchestrators wait before SIGKILL).
   */
  readonly shutdownGraceMs: number;
  /**
   * Job links to this machine (127.0.0.1, ::1) are fetched: only the end-to-end tests need it, for
   * the job pages they serve themselves. True only with NODE_ENV=test and ATELIER_TEST_LOOPBACK_JOBS=1.
   */
  readonly loopbackJobLinks: boolean;
  /**
   * Bearer token Prometheus sends to GET /api/metrics (METRICS_TOKEN). Unset: the route refuses
   * everyone (401), so metrics are never public by omission.
   */
  readonly metricsToken?: string;
  /**
   * How long a verified ID token or session cookie is trusted without verifying it again
   * (IDENTITY_CACHE_MS, default 60 s; 0 turns the cache off). Revocations are read on every
   * request regardless (see VerifiedTokenCache).
   */
  readonly identityCacheMs: number;
  /**
   * Where the content editor (Decap CMS at /admin/content) talks to: decap-server on this machine
   * in local mode (CMS_LOCAL_BACKEND), or the git host's API (CMS_BASE_URL, else the public
   * hosts'). Its page's Content-Security-Policy allows exactly these.
   */
  readonly cms: { localBackend: boolean; baseUrl?: string };
}

export type AuthConfig =
  | { mode: 'embedded-emulator'; projectId: string; emulatorPort: number; apiKey: string }
  | { mode: 'external-emulator'; projectId: string; emulatorHost: string; apiKey: string }
  | { mode: 'firebase'; projectId: string; apiKey: string; authDomain: string; appId?: string; serviceAccountJson?: string };

export interface AiConfig {
  apiKey: string;
  baseUrl?: string;
  model: string;
  timeoutMs: number;
}

export class ConfigError extends Error {}

/**
 * `limit` requests per `ttlSeconds` sliding window, per user; and `perIp` per client IP over the
 * same window, so that free guest accounts opened from one place do not multiply the allowance.
 */
export interface RateLimit {
  limit: number;
  ttlSeconds: number;
  perIp: number;
}

export interface RateLimits {
  /** POST /api/resumes. */
  uploads: RateLimit;
  /** Starting a SuperMatch (POST /api/supermatches). */
  supermatch: RateLimit;
  /** Account changes: PATCH /api/me/profile, DELETE /api/me. */
  account: RateLimit;
  /** GET /api/auth/config, read before every sign-in, per IP (callers are not signed in yet). */
  authConfig: RateLimit;
  /** Reading a job posting (POST /api/job-postings): may fetch a public page. */
  jobPostings: RateLimit;
  /** Starting an enhancement run (POST /api/resumes/:id/enhance). */
  enhancement: RateLimit;
  /** Renders on demand: resume and SuperMatch PDFs, previews (printed by Chromium when not stored yet). */
  renders: RateLimit;
  /** Views of share links (GET /s/..., no sign-in: per IP). */
  shareViews: RateLimit;
  /** New guest accounts seen from one IP (distinct anonymous users per window). */
  guests: RateLimit;
}

/**
 * RATE_LIMIT_UPLOADS=20/600 style: requests / seconds, both whole numbers of at least 1, and
 * optionally /<requests per IP> (RATE_LIMIT_UPLOADS=20/600/60). Per IP defaults to three users' worth.
 */
function rateLimit(env: NodeJS.ProcessEnv, name: string, fallback: { limit: number; ttlSeconds: number; perIp?: number }): RateLimit {
  const raw = env[name];
  if (raw === undefined || raw === '') return { ...fallback, perIp: fallback.perIp ?? fallback.limit * 3 };
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*(?:\/\s*(\d+)\s*)?$/.exec(raw);
  const [limit, ttlSeconds] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  const perIp = match?.[3] === undefined ? limit * 3 : Number(match[3]);
  if (limit < 1 || ttlSeconds < 1 || perIp < 1) {
    throw new ConfigError(`${name} must be <requests>/<seconds>[/<requests per IP>], e.g. 20/600, got "${raw}".`);
  }
  return { limit, ttlSeconds, perIp };
}

/** OPENAI_API_KEY or OPENAI_BASE_URL turns the LLM on (a local server may need no key). */
function aiConfig(env: NodeJS.ProcessEnv): AiConfig | undefined {
  if (!env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) return undefined;
  return {
    apiKey: env.OPENAI_API_KEY || 'not-needed',
    baseUrl: env.OPENAI_BASE_URL || undefined,
    model: env.OPENAI_MODEL || 'gpt-4o-mini',
    timeoutMs: int(env, 'OPENAI_TIMEOUT_MS', 30_000),
  };
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number, got "${raw}".`);
  return value;
}

function atLeastOne(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = int(env, name, fallback);
  if (value < 1) throw new ConfigError(`${name} must be at least 1, got "${env[name]}".`);
  return value;
}

function role(raw: string | undefined): AppRole {
  const value = (raw ?? 'all').toLowerCase();
  if (value === 'web' || value === 'worker' || value === 'all') return value;
  throw new ConfigError(`APP_ROLE must be web, worker or all, got "${raw}".`);
}

/**
 * Which identity backend to use. The emulator accepts unsigned tokens, so it must never be
 * reachable in production: in production we refuse to start unless real Firebase is configured
 * and no emulator variable is set at all.
 */
function authConfig(env: NodeJS.ProcessEnv, production: boolean): AuthConfig {
  const projectId = env.FIREBASE_PROJECT_ID;
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (production) {
    if (emulatorHost) {
      throw new ConfigError('FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production: the emulator accepts forged tokens. Unset it.');
    }
    if (!projectId || !env.FIREBASE_API_KEY) {
      throw new ConfigError(
        'NODE_ENV=production needs a real Firebase project: set FIREBASE_PROJECT_ID, FIREBASE_API_KEY and credentials.',
      );
    }
  }
  if (projectId && env.FIREBASE_API_KEY && !emulatorHost) {
    return {
      mode: 'firebase',
      projectId,
      apiKey: env.FIREBASE_API_KEY,
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      appId: env.FIREBASE_APP_ID,
      serviceAccountJson: env.FIREBASE_SERVICE_ACCOUNT_JSON,
    };
  }
  // Emulator project ids must start with "demo-" so that no real project can be touched.
  const demoProject = projectId?.startsWith('demo-') ? projectId : 'demo-atelier';
  if (emulatorHost) return { mode: 'external-emulator', projectId: demoProject, emulatorHost, apiKey: 'demo-api-key' };
  return { mode: 'embedded-emulator', projectId: demoProject, emulatorPort: int(env, 'EMBEDDED_AUTH_PORT', 9099), apiKey: 'demo-api-key' };
}

/** "google,github" -> ['google', 'github']; a name we do not support is a set-up mistake, refused at start. */
function authProviders(raw: string | undefined): SocialProvider[] {
  const names = (raw ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of names) {
    if (!(SOCIAL_PROVIDERS as readonly string[]).includes(name)) {
      throw new ConfigError(`AUTH_PROVIDERS: unknown provider "${name}" (supported: ${SOCIAL_PROVIDERS.join(', ')}).`);
    }
  }
  return [...new Set(names)] as SocialProvider[];
}

/**
 * NODE_ENV, checked: "Production" or "prod" would otherwise run silently in development mode,
 * with the Auth emulator that accepts forged tokens. Unset means development.
 */
function nodeEnv(raw: string | undefined): 'production' | 'development' | 'test' {
  if (raw === undefined || raw === '') return 'development';
  if (raw === 'production' || raw === 'development' || raw === 'test') return raw;
  throw new ConfigError(`NODE_ENV must be production, development or test (lower case), got "${raw}".`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = nodeEnv(env.NODE_ENV) === 'production';
  // Embedded services keep data on the local disk of one process: fine on a laptop, data loss
  // in a container. Production must name its database and Redis.
  if (production && (!env.DATABASE_URL || !env.REDIS_URL)) {
    throw new ConfigError('NODE_ENV=production needs DATABASE_URL and REDIS_URL (embedded services are for development).');
  }
  const rootDir = repoRoot();
  const dataDirRaw = env.ATELIER_DATA_DIR ?? '.data';
  return {
    production,
    role: role(env.APP_ROLE),
    // Outside production, only this machine can reach the app (and its emulator-backed sign-in)
    // unless HOST says otherwise; production listens on every interface (containers).
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    port: int(env, 'PORT', 3000),
    rootDir,
    dataDir: isAbsolute(dataDirRaw) ? dataDirRaw : join(rootDir, dataDirRaw),
    database: { url: env.DATABASE_URL || undefined, embeddedPort: int(env, 'EMBEDDED_PG_PORT', 54329) },
    redis: { url: env.REDIS_URL || undefined, embeddedPort: int(env, 'EMBEDDED_REDIS_PORT', 6390) },
    auth: authConfig(env, production),
    authProviders: authProviders(env.AUTH_PROVIDERS),
    browser: { executablePath: env.PUPPETEER_EXECUTABLE_PATH || undefined, poolSize: int(env, 'BROWSER_POOL_SIZE', 2) },
    ai: aiConfig(env),
    rateLimits: {
      uploads: rateLimit(env, 'RATE_LIMIT_UPLOADS', { limit: 20, ttlSeconds: 600 }),
      supermatch: rateLimit(env, 'RATE_LIMIT_SUPERMATCH', { limit: 10, ttlSeconds: 60 }),
      account: rateLimit(env, 'RATE_LIMIT_ACCOUNT', { limit: 10, ttlSeconds: 60 }),
      // Every page that signs in reads it, and offices or schools share one IP: generous.
      authConfig: rateLimit(env, 'RATE_LIMIT_AUTH_CONFIG', { limit: 120, ttlSeconds: 60, perIp: 120 }),
      jobPostings: rateLimit(env, 'RATE_LIMIT_JOB_POSTINGS', { limit: 30, ttlSeconds: 600 }),
      enhancement: rateLimit(env, 'RATE_LIMIT_ENHANCEMENT', { limit: 20, ttlSeconds: 600 }),
      // A dashboard shows one preview per resume: generous.
      renders: rateLimit(env, 'RATE_LIMIT_RENDERS', { limit: 300, ttlSeconds: 600 }),
      shareViews: rateLimit(env, 'RATE_LIMIT_SHARE_VIEWS', { limit: 120, ttlSeconds: 600, perIp: 120 }),
      guests: rateLimit(env, 'RATE_LIMIT_GUESTS', { limit: 30, ttlSeconds: 3600, perIp: 30 }),
    },
    contactLimit: rateLimit(env, 'RATE_LIMIT_CONTACT', { limit: 5, ttlSeconds: 600 }),
    credits: {
      welcomeGrant: int(env, 'CREDITS_WELCOME_GRANT', 3),
      // A ledger entry is a positive amount: a SuperMatch always costs at least one credit.
      supermatchCost: atLeastOne(env, 'SUPERMATCH_COST', 1),
      plusMonthlyCredits: int(env, 'PLUS_MONTHLY_CREDITS', DEFAULT_PLUS_MONTHLY_CREDITS),
    },
    queue: { lockMs: int(env, 'QUEUE_LOCK_MS', 30_000) },
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 25_000),
    loopbackJobLinks: env.NODE_ENV === 'test' && env.ATELIER_TEST_LOOPBACK_JOBS === '1',
    metricsToken: env.METRICS_TOKEN || undefined,
    identityCacheMs: int(env, 'IDENTITY_CACHE_MS', 60_000),
    cms: { localBackend: !!env.CMS_LOCAL_BACKEND && env.CMS_LOCAL_BACKEND !== '0', baseUrl: env.CMS_BASE_URL?.trim() || undefined },
  };
}
