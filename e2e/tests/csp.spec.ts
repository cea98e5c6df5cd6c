import { expect, test } from '@playwright/test';
import { failOnCspViolations } from '../support/csp';

const base = () => process.env.E2E_BASE_URL!;

failOnCspViolations();

test('every page carries two policies: Astro hashes for inline code, the server policy for the rest', async ({ request }) => {
  for (const path of ['/', '/fr/', '/signin', '/fr/register', '/home', '/profile', '/no-such-page']) {
    const response = await request.get(base() + path);
    const policies = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'content-security-policy')
      .map((h) => h.value);
    expect(policies, path).toHaveLength(2);
    const server = policies.find((p) => p.startsWith("default-src 'self'"))!;
    expect(server).toContain("frame-ancestors 'none'");
    expect(server).toContain("object-src 'none'");
    // The Auth emulator of this run is the only other place the page may connect to.
    expect(server).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+/);
    const astro = policies.find((p) => p.startsWith('script-src'))!;
    expect(astro).toMatch(/script-src 'self' https:\/\/apis\.google\.com 'sha256-/);
    // Inline scripts and <style> elements only by hash (style attributes aside).
    expect(astro.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(astro.match(/style-src [^;]*/)?.[0]).not.toContain('unsafe-inline');
  }
});

test('HSTS only when the request came over TLS (through the proxy)', async ({ request }) => {
  expect((await request.get(base() + '/')).headers()['strict-transport-security']).toBeUndefined();
  const overTls = await request.get(base() + '/', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(overTls.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});

test('pages run without a violation: home with a guest session, sign-in, register, in both languages', async ({ page }) => {
  for (const path of ['/home', '/fr/home', '/signin', '/fr/register', '/profile']) {
    await page.goto(base() + path);
    await page.waitForLoadState('networkidle');
  }
});
