// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
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
  // React Aria ships its built-in strings (e.g. "Dismiss", "Drop files here") for 34 languages;
  // keep only the two the app speaks (about 20 KB less compressed JavaScript per island).
  vite: { plugins: [optimizeLocales.vite({ locales: ['en-US', 'fr-FR'] })] },
  security: { checkOrigin: true },
});
