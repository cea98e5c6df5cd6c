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
  vite: {
    plugins: [optimizeLocales.vite({ locales: ['en-US', 'fr-FR'] })],
    // Our small shared modules (the API client, stores, the contract's paths and constants) go
    // out as one chunk: each request costs headers and a round trip, and an app page otherwise
    // loads some thirty chunks under 2 KB each.
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: { groups: [{ name: 'app-lib', test: /[\\/](frontend[\\/]src[\\/](lib[\\/]api|stores)|contracts[\\/]src)[\\/]/ }] },
        },
      },
    },
  },
  security: {
    checkOrigin: true,
    // Content-Security-Policy with hashes of every script and style Astro emits (hydration
    // scripts, inline styles), sent as a header by each server-rendered page. Only script-src and
    // style-src are Astro's: the rest of the policy (connections to Firebase, frames, ...) depends
    // on the running configuration and is a second header set by the server
    // (backend/src/platform/http/content-security-policy.ts); a browser enforces both.
    csp: {
      // Firebase's browser SDK loads Google's gapi script for social sign-in pop-ups.
      scriptDirective: { resources: ["'self'", 'https://apis.google.com'] },
      styleDirective: {
        // Style attributes (React Aria's visually hidden text, positioned pop-overs) are data, not code.
        resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
        // The one <style> element React Aria adds at run time (usePress: touch-action for pressables);
        // a change of that text in a React Aria update shows as a violation in e2e/tests/csp.spec.ts.
        hashes: ['sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='],
      },
    },
  },
});
