import { cmsPagePolicy, isCmsPage, pagePolicy } from './content-security-policy';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('the content editor page policy', () => {
  const pages = pagePolicy({ mode: 'embedded-emulator', projectId: 'p', emulatorPort: 9099, apiKey: 'k' }, 'http://127.0.0.1:9099');

  it('allows eval only on the CMS page, and saves to decap-server in local mode only', () => {
    const local = cmsPagePolicy(pages, { localBackend: true });
    expect(directive(pages, 'script-src')).not.toContain("'unsafe-eval'");
    expect(directive(local, 'script-src')).toContain("'unsafe-eval'");
    expect(directive(local, 'connect-src')).toContain('http://localhost:*');
    expect(directive(local, 'connect-src')).toContain('http://127.0.0.1:9099');
    const hosted = cmsPagePolicy(pages, { localBackend: false, baseUrl: 'https://cms-auth.example.org/callback' });
    expect(directive(hosted, 'connect-src')).not.toContain('localhost');
    expect(directive(hosted, 'connect-src')).toContain('https://cms-auth.example.org');
    expect(hosted).toContain("frame-ancestors 'none'");
  });

  it('is the page at /admin/content in either language, nothing else under /admin', () => {
    expect(['/admin/content', '/fr/admin/content', '/admin/content/'].map(isCmsPage)).toEqual([true, true, true]);
    expect(['/admin', '/admin/queues', '/admin/contents', '/admin/cms/decap-cms.js'].map(isCmsPage)).toEqual([false, false, false, false]);
  });
});
