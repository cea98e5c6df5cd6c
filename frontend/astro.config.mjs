// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

// Server-rendered pages, mounted inside the Nest process as Express middleware
// (see backend/src/platform/http/mount-pages.ts): one port for pages and API.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'fr'],
    routing: { prefixDefaultLocale: false },
  },
  telemetry: false,
  security: { checkOrigin: true },
});
