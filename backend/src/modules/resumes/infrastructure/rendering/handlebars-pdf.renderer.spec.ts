import { resumeHtml } from './handlebars-pdf.renderer';

describe('resumeHtml', () => {
  it('heads the page with the first line and keeps the rest as paragraphs', () => {
    const html = resumeHtml({ title: 'cv.pdf', language: 'fr', text: 'Gaëlle Lefèvre\nCheffe de projet\n\nExpérience' });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>cv.pdf</title>');
    expect(html).toContain('<h1>Gaëlle Lefèvre</h1>');
    expect(html).toContain('<p>Cheffe de projet</p>');
    expect(html).toContain('<p>Expérience</p>');
  });

  it('prints hostile content as text: no script, no template injection', () => {
    const html = resumeHtml({ title: '"><img src=x onerror=alert(1)>', language: 'en', text: '<script>alert(1)</script>\n{{constructor.constructor}} & <b>bold</b>' });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('{{constructor.constructor}} &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).not.toContain('<img src=x');
  });

  it('forbids scripts and remote loads in the page itself', () => {
    expect(resumeHtml({ title: 't', language: 'en', text: 'x' })).toContain("default-src 'none'");
  });
});
