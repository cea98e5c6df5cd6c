import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonResume } from '../../../shared/json-resume';
import { buildResumeView, viewTexts } from './resume-view';

const fixture = (name: string): JsonResume =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'json-resume', name), 'utf8')) as JsonResume;
const plain = (s: string | undefined) => s?.replace(/[\u00A0\u202F]/g, ' ');

describe('buildResumeView', () => {
  it('uses French headings, dates and typography for a French resume', () => {
    const view = buildResumeView(fixture('fr-two-page.json'), 'fr');
    expect(view.sections.map((s) => s.heading)).toEqual([
      'Profil professionnel',
      'Expérience professionnelle',
      'Bénévolat',
      'Formation',
      'Compétences',
      'Certifications',
      'Distinctions',
      'Langues',
      'Centres d’intérêt',
    ]);
    const work = view.sections.find((s) => s.id === 'work')!;
    expect(plain(work.entries[0].dates)).toBe('janv. 2020 – aujourd’hui');
    expect(plain(work.entries[1].dates)).toBe('sept. 2016 – déc. 2019');
    expect(work.entries[0].summary).toContain('«\u202FDémarches en ligne\u202F»\u202F:');
    expect(view.sections.find((s) => s.id === 'languages')!.entries[0]).toMatchObject({
      title: 'Français\u202F:',
      subtitle: 'Langue maternelle',
    });
    expect(view.meta).toMatchObject({ title: 'Gaëlle Lefèvre — Cheffe de projet numérique', author: 'Gaëlle Lefèvre', subject: 'CV' });
  });

  it('uses English headings and dates for an English resume', () => {
    const view = buildResumeView(fixture('en-two-page.json'), 'en');
    expect(view.sections.map((s) => s.heading)).toEqual([
      'Professional Summary',
      'Work Experience',
      'Volunteer Experience',
      'Education',
      'Skills',
      'Projects',
      'Certifications',
      'Awards',
      'Publications',
      'Languages',
    ]);
    const work = view.sections.find((s) => s.id === 'work')!;
    expect(plain(work.entries[0].dates)).toBe('Mar 2021 – Present');
    expect(plain(view.sections.find((s) => s.id === 'volunteer')!.entries[0].dates)).toBe('2016 – 2019');
    expect(view.sections.find((s) => s.id === 'skills')!.entries[0]).toMatchObject({
      title: 'Languages (Expert):',
      tags: ['TypeScript', 'Go', 'Java', 'SQL', 'Python'],
    });
    expect(view.contacts).toEqual([
      'margaret.oconnell@example.com',
      '+1 (415) 555-0142',
      'San Francisco, CA, US',
      'https://margaret.example.com',
      'https://github.com/moconnell',
      'LinkedIn: margaret-oconnell',
    ]);
    expect(view.meta.keywords).toContain('TypeScript');
  });

  it('leaves out empty sections, entries and fields', () => {
    const view = buildResumeView(
      { basics: { name: ' Ann  Lee ', summary: '  ' }, work: [{ name: '', highlights: [' '] }, { position: 'Baker' }], skills: [] },
      'en',
    );
    expect(view.name).toBe('Ann Lee');
    expect(view.sections).toEqual([
      { id: 'work', heading: 'Work Experience', layout: 'entries', entries: [{ title: 'Baker', bullets: [], tags: [] }] },
    ]);
    expect(viewTexts(view)).toEqual(['Ann Lee', 'Work Experience', 'Baker']);
  });

  it('gathers skills listed one per item into one line, keeping grouped ones on their own', () => {
    const view = buildResumeView(
      {
        skills: [
          { name: 'Cloud', keywords: ['AWS', 'GCP'] },
          { name: 'Python' },
          { name: 'SQL' },
          { name: 'Go', level: 'Expert' },
          { name: 'Excel' },
        ],
        languages: [{ language: 'English', fluency: 'Native' }, { language: 'French' }],
      },
      'en',
    );
    expect(view.sections.find((s) => s.id === 'skills')!.entries).toEqual([
      { title: 'Cloud:', bullets: [], tags: ['AWS', 'GCP'] },
      { bullets: [], tags: ['Python', 'SQL', 'Go (Expert)', 'Excel'] },
    ]);
    // A lone bare item keeps its own line: there is nothing to gather it with.
    expect(view.sections.find((s) => s.id === 'languages')!.entries.map((e) => e.title)).toEqual(['English:', 'French']);
  });

  it('drops emoji, which no shipped font draws and ATS read as noise', () => {
    const view = buildResumeView({ basics: { name: 'Zoé 🚀 Martin', label: '👩🏽‍💻 Développeuse 🇫🇷 Excel® ✓' } }, 'fr');
    expect([view.name, view.label]).toEqual(['Zoé Martin', 'Développeuse Excel® ✓']);
  });

  it('lists the printed texts in reading order', () => {
    const view = buildResumeView(
      { basics: { name: 'A', label: 'B', email: 'a@b.c' }, work: [{ position: 'P', name: 'N', startDate: '2019', highlights: ['H'] }] },
      'en',
    );
    expect(viewTexts(view).map(plain)).toEqual(['A', 'B', 'a@b.c', 'Work Experience', 'P', 'N', '2019 – Present', 'H']);
  });
});
