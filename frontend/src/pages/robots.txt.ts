import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/seo';
import { siteSettings } from '../lib/site-settings';

/** robots.txt: the app, the CMS and the debug pages stay out of search engines. */
export const GET: APIRoute = ({ url }) =>
  new Response(robotsTxt(siteSettings().siteUrl ?? url.origin), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
