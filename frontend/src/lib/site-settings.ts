import { DEFAULT_PLUS_MONTHLY_CREDITS } from '@atelier/contracts/constants';

/**
 * Settings the pages read from the environment of the process that serves them (the same process,
 * and so the same settings, as the API: see backend/.env.example).
 */
export interface SiteSettings {
  /** The public origin for canonical links, the sitemap and share cards; the request's origin when unset. */
  siteUrl?: string;
  plusMonthlyCredits: number;
  /** Web analytics: nothing is loaded, and no consent is asked, unless a script is configured. */
  analytics?: { scriptUrl: string; siteId?: string };
}

export function siteSettings(env: Record<string, string | undefined> = process.env): SiteSettings {
  const credits = Number(env.PLUS_MONTHLY_CREDITS);
  const scriptUrl = env.ANALYTICS_SCRIPT_URL?.trim();
  return {
    siteUrl: env.SITE_URL?.trim().replace(/\/+$/, '') || undefined,
    plusMonthlyCredits:
      Number.isInteger(credits) && credits >= 0 && env.PLUS_MONTHLY_CREDITS?.trim() ? credits : DEFAULT_PLUS_MONTHLY_CREDITS,
    analytics: scriptUrl ? { scriptUrl, siteId: env.ANALYTICS_SITE_ID?.trim() || undefined } : undefined,
  };
}
