import { expect, test, type Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation a page reports (the securitypolicyviolation
 * event, and Chromium's console line for it), so a spec can assert that the app ran whole under
 * its policy.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) violations.push(`${page.url()}: ${error.message}`);
  });
  await page.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (line: string) => void }).__reportCspViolation;
      report?.(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

/** In a spec file: every test's page is watched, and a test that met a violation fails. */
export function failOnCspViolations(): void {
  let violations: string[] = [];
  test.beforeEach(async ({ page }) => {
    violations = await watchCsp(page);
  });
  test.afterEach(() => {
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  });
}
