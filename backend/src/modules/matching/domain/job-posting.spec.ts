import { htmlToText } from './html-text';
import { jobPostingFromHtml, jobPostingFromText } from './job-posting';

const ld = (posting: unknown) =>
  `<html><head><script type="application/ld+json">${JSON.stringify(posting)}</script></head><body><nav>Menu</nav></body></html>`;

describe('job postings', () => {
  it('reads schema.org JobPosting JSON-LD first, even inside a @graph', () => {
    const html = ld({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', name: 'X' },
        {
          '@type': 'JobPosting',
          title: 'Développeur·se TypeScript',
          description: '<p>Vos missions&nbsp;: concevoir des API.</p><ul><li>Node.js</li><li>PostgreSQL</li></ul>',
          hiringOrganization: { '@type': 'Organization', name: 'Maison Vérité' },
          employmentType: ['FULL_TIME', 'CONTRACTOR'],
          jobLocation: { '@type': 'Place', address: { addressLocality: 'Lyon', addressCountry: 'FR' } },
        },
      ],
    });
    expect(jobPostingFromHtml(html, 'https://jobs.example/1')).toMatchObject({
      title: 'Développeur·se TypeScript',
      company: 'Maison Vérité',
      location: 'Lyon, FR',
      employmentType: 'FULL_TIME, CONTRACTOR',
      description: 'Vos missions : concevoir des API.\n• Node.js\n• PostgreSQL',
      language: 'fr',
      url: 'https://jobs.example/1',
    });
  });

  it('falls back to the main content of a page that reads like a job', () => {
    const body = `<header>Jobs board</header><main><h1>Senior Backend Engineer</h1><p>We are looking for an engineer with experience in Go.</p>
      <h2>Responsibilities</h2><ul><li>Design services and APIs for the payments team</li></ul><h2>Requirements</h2><p>5+ years of experience with distributed systems and the skills to lead.</p></main><footer>© Acme</footer>`;
    const posting = jobPostingFromHtml(`<html><body>${body}</body></html>`, 'https://acme.example/job');
    expect(posting).toMatchObject({ title: 'Senior Backend Engineer', language: 'en' });
    expect(posting?.description).toContain('Design services and APIs');
    expect(posting?.description).not.toMatch(/Jobs board|© Acme/);
  });

  it('finds no job on a page without one, and survives broken JSON-LD', () => {
    expect(jobPostingFromHtml('<html><body><p>Welcome to our blog about cats.</p></body></html>', 'https://x.example')).toBeNull();
    expect(jobPostingFromHtml('<script type="application/ld+json">{ broken</script>', 'https://x.example')).toBeNull();
  });

  it('reads a pasted description, its first short line as the title', () => {
    expect(jobPostingFromText('Chef de projet digital\nVous piloterez la refonte du site et la gestion de projet.')).toMatchObject({
      title: 'Chef de projet digital',
      language: 'fr',
    });
    expect(jobPostingFromText('We need a developer with strong skills in the team.').title).toBeUndefined();
  });

  it('reads back a garbled encoding, pasted or on a page, so its keywords are read', () => {
    const pasted = jobPostingFromText(
      'Brand Designer\nShape the industryâ€™s identity.\n- Figma, brand systems\n- Youâ€™ll own the design system',
    );
    expect(pasted.description).toContain('industry’s identity');
    expect(pasted.description).toContain('You’ll own');
    expect(pasted.keywords.map((k) => k.term)).toContain('Figma');
    expect(htmlToText('<p>Ã‰quipe dâ€™ingÃ©nieurs&nbsp;: Paris\u00c2\u00a0</p>')).toBe('Équipe d’ingénieurs : Paris');
  });

  it('turns HTML into text without scripts and with entities decoded', () => {
    expect(htmlToText('<p>R&amp;D&nbsp;team</p><script>alert(1)</script><p>Caf&#233; &#x2014; ok</p>')).toBe('R&D team\nCafé — ok');
  });
});
