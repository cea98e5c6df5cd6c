import JSZip from 'jszip';
import { LINKEDIN_PERSON, linkedinExportZip, linkedinProfileLines } from '../../../../../test/support/linkedin-fixtures';
import { csvRecords, parseCsv } from './csv';
import { linkedinExportResume } from './linkedin-export';
import { linkedinProfileResume } from './linkedin-profile-pdf';

describe('CSV as LinkedIn writes it', () => {
  it('reads a byte-order mark, CRLF, quoted commas, doubled quotes and multi-line fields', () => {
    const text = '\uFEFFName,Description\r\n"Acme, Inc.","Line one\r\nsaid ""hi"""\r\nGlobex,\r\n\r\n';
    expect(parseCsv(text)).toEqual([
      ['Name', 'Description'],
      ['Acme, Inc.', 'Line one\nsaid "hi"'],
      ['Globex', ''],
    ]);
    expect(csvRecords(text)[1]).toEqual({ Name: 'Globex', Description: '' });
  });

  it('gives missing cells as empty strings and reads a last line without a line end', () => {
    expect(csvRecords('A,B,C\n1,2')).toEqual([{ A: '1', B: '2', C: '' }]);
  });
});

describe('LinkedIn data export', () => {
  async function files(): Promise<Map<string, string>> {
    const zip = await JSZip.loadAsync(await linkedinExportZip());
    const found = new Map<string, string>();
    for (const entry of Object.values(zip.files)) if (!entry.dir) found.set(entry.name.split('/').pop()!, await entry.async('string'));
    return found;
  }

  it('maps the profile, positions (multi-line description as highlights), education, languages, certificates, contacts', async () => {
    const structured = linkedinExportResume(await files())!;
    const p = LINKEDIN_PERSON;
    expect(structured.resume.basics).toMatchObject({
      name: `${p.first} ${p.last}`,
      label: p.headline,
      email: 'aurelie@example.org',
      phone: '+33 6 12 34 56 78',
      url: 'https://aurelie.example.org',
      location: { city: 'Lyon, France' },
    });
    expect(structured.resume.work![0]).toEqual({
      name: p.company,
      position: p.title,
      location: 'Lyon, France',
      startDate: '2021-01',
      highlights: p.highlights,
    });
    expect(structured.resume.work![1]).toMatchObject({ startDate: '2017-09', endDate: '2020-12', summary: 'Built the billing service.' });
    expect(structured.resume.certificates).toEqual([{ name: p.certificate, issuer: 'CNCF', date: '2022-03' }]);
    expect(structured.resume.education![0]).toMatchObject({
      institution: p.school,
      studyType: 'Master',
      startDate: '2014',
      endDate: '2017',
    });
    expect(structured.resume.languages).toHaveLength(2);
    expect(structured.resume.skills).toBeUndefined(); // no Skills.csv
    expect(structured.language).toBe('en');
  });

  it('is not an export without a Profile.csv or a Positions.csv', () => {
    expect(linkedinExportResume(new Map([['Connections.csv', 'First Name\nA']]))).toBeNull();
  });
});

describe('LinkedIn "Save to PDF" profile', () => {
  it('reads the side column and the main sections', () => {
    const structured = linkedinProfileResume(linkedinProfileLines().join('\n'))!;
    const p = LINKEDIN_PERSON;
    expect(structured.resume.basics).toMatchObject({
      name: `${p.first} ${p.last}`,
      label: p.headline,
      email: 'aurelie@example.org',
      location: { city: 'Lyon, Auvergne-Rhône-Alpes, France' },
      summary: 'I keep platforms boring, in a good way.',
      profiles: [{ network: 'LinkedIn', url: 'https://www.linkedin.com/in/aurelie-fixture' }],
    });
    expect(structured.resume.work).toEqual([
      { name: p.company, position: p.title, startDate: '2021-01', location: 'Lyon, France', highlights: p.highlights },
      {
        name: 'Contoso Labs',
        position: 'Developer',
        startDate: '2017-09',
        endDate: '2020-12',
        location: 'Paris, France',
        highlights: ['Built the billing service.'],
      },
    ]);
    expect(structured.resume.education).toEqual([
      { institution: p.school, studyType: 'Master', area: 'Computer Science', startDate: '2014', endDate: '2017' },
    ]);
    expect(structured.resume.skills).toEqual([{ keywords: ['Kubernetes', 'Terraform'] }]);
    expect(structured.resume.languages).toEqual([{ language: 'French', fluency: 'Native or Bilingual' }]);
    expect(structured.resume.certificates).toEqual([{ name: p.certificate }]);
  });

  it('is not a LinkedIn profile without its linkedin.com/in/ address', () => {
    const text = linkedinProfileLines()
      .filter((line) => !line.includes('linkedin.com'))
      .join('\n');
    expect(linkedinProfileResume(text)).toBeNull();
    expect(linkedinProfileResume('Jane Doe\nExperience\nAcme')).toBeNull();
  });
});
