import { buildResumeView } from '../../domain/resume-view';
import { resumeHtml } from './resume-html';

const hostile = buildResumeView(
  {
    basics: { name: "<script>alert('x')</script> Eve", label: '{{constructor.constructor}} & <b>bold</b>' },
    work: [
      {
        position: '<img src=x onerror=alert(1)>',
        name: '{{#each this}}{{/each}}',
        highlights: ['</li></ul><h2>Injected</h2>', '{{> entry}}'],
      },
    ],
  },
  'en',
);

describe('resumeHtml', () => {
  it.each(['ats', 'modern'] as const)('prints hostile content as text in the %s template', (template) => {
    // Without the spans that keep hyphenated words on one line, to look at the text as printed.
    const html = resumeHtml(hostile, { template, pageSize: 'letter' }).replace(/<span class="nw">|<\/span>/g, '');
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<h2>Injected');
    expect(html).toContain('&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; Eve');
    expect(html).toContain('{{constructor.constructor}} &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('{{#each this}}{{/each}}');
    expect(html).toContain('{{&gt; entry}}');
  });

  it('sets the language, the page size, embedded fonts and a policy that forbids scripts and remote loads', () => {
    const html = resumeHtml(buildResumeView({ basics: { name: 'Zoé' } }, 'fr'), { template: 'modern', pageSize: 'a4' });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('@page{size:A4}');
    expect(html).toContain("default-src 'none'");
    expect(html).toContain('src:url(data:font/woff2;base64,');
    expect(html).not.toMatch(/url\((?!data:)/);
    expect(html).toContain('font-variant-ligatures: none');
  });

  it('keeps words with a hyphen or slash on one line', () => {
    const html = resumeHtml(buildResumeView({ basics: { name: 'A', label: 'Full-stack CI/CD engineer' } }, 'en'), {
      template: 'ats',
      pageSize: 'letter',
    });
    expect(html).toContain('<span class="nw">Full-stack</span> <span class="nw">CI/CD</span> engineer');
  });
});
