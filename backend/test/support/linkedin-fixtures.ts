import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * LinkedIn exports made up for the tests (no real person): a data export ZIP with the traps real
 * ones have (a subfolder, a byte-order mark, CRLF line ends, a quoted multi-line description, an
 * empty certificate URL, no Skills.csv) and a "Save to PDF"-style profile.
 */
export const LINKEDIN_PERSON = {
  first: 'Aurélie',
  last: 'Fixture-Dupont',
  headline: 'Platform Engineer at Northwind Fixtures',
  company: 'Northwind Fixtures',
  title: 'Platform Engineer',
  highlights: ['Cut deploy time from 40 to 6 minutes', 'Ran the "zero-downtime" migration, with 12 teams'],
  certificate: 'Certified Kubernetes Administrator',
  school: 'Université de Testville',
};

const crlf = (rows: string[][]) =>
  '\uFEFF' +
  rows.map((row) => row.map((cell) => (/[",\r\n]/u.test(cell) ? `"${cell.replace(/"/gu, '""')}"` : cell)).join(',')).join('\r\n') +
  '\r\n';

export async function linkedinExportZip(): Promise<Buffer> {
  const p = LINKEDIN_PERSON;
  const zip = new JSZip();
  const folder = zip.folder('Basic_LinkedInDataExport_11-23-2026')!;
  folder.file(
    'Profile.csv',
    crlf([
      [
        'First Name',
        'Last Name',
        'Maiden Name',
        'Address',
        'Birth Date',
        'Headline',
        'Summary',
        'Industry',
        'Zip Code',
        'Geo Location',
        'Twitter Handles',
        'Websites',
        'Instant Messengers',
      ],
      [
        p.first,
        p.last,
        '',
        '',
        '',
        p.headline,
        'I keep platforms boring, in a good way.',
        'Software',
        '',
        'Lyon, France',
        '',
        '[PORTFOLIO:https://aurelie.example.org]',
        '',
      ],
    ]),
  );
  folder.file(
    'Positions.csv',
    crlf([
      ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
      [p.company, p.title, p.highlights.map((h) => `- ${h}`).join('\r\n'), 'Lyon, France', 'Jan 2021', ''],
      ['Contoso Labs', 'Developer', 'Built the billing service.', 'Paris, France', 'Sep 2017', 'Dec 2020'],
    ]),
  );
  folder.file(
    'Education.csv',
    crlf([
      ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
      [p.school, '2014', '2017', '', 'Master', ''],
    ]),
  );
  folder.file(
    'Languages.csv',
    crlf([
      ['Name', 'Proficiency'],
      ['French', 'Native or bilingual proficiency'],
      ['English', 'Full professional proficiency'],
    ]),
  );
  folder.file(
    'Certifications.csv',
    crlf([
      ['Name', 'Url', 'Authority', 'Started On', 'Finished On', 'License Number'],
      [p.certificate, '', 'CNCF', 'Mar 2022', '', ''],
    ]),
  );
  folder.file(
    'Email Addresses.csv',
    crlf([
      ['Email Address', 'Confirmed', 'Primary', 'Updated On'],
      ['aurelie@example.org', 'Yes', 'Yes', '1/2/21, 10:00 AM'],
    ]),
  );
  folder.file(
    'PhoneNumbers.csv',
    crlf([
      ['Extension', 'Number', 'Type'],
      ['', '+33 6 12 34 56 78', 'Mobile'],
    ]),
  );
  // No Skills.csv: LinkedIn leaves out the file of a section the member never filled.
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The text of a LinkedIn "Save to PDF" profile in reading order: side column first, then the main one. */
export function linkedinProfileLines(): string[] {
  const p = LINKEDIN_PERSON;
  return [
    'Contact',
    'aurelie@example.org',
    'www.linkedin.com/in/aurelie-fixture (LinkedIn)',
    'Top Skills',
    'Kubernetes',
    'Terraform',
    'Languages',
    'French (Native or Bilingual)',
    'Certifications',
    p.certificate,
    `${p.first} ${p.last}`,
    p.headline,
    'Lyon, Auvergne-Rhône-Alpes, France',
    'Summary',
    'I keep platforms boring, in a good way.',
    'Experience',
    p.company,
    p.title,
    'January 2021 - Present (3 years 11 months)',
    'Lyon, France',
    ...p.highlights,
    'Contoso Labs',
    'Developer',
    'September 2017 - December 2020 (3 years 4 months)',
    'Paris, France',
    'Built the billing service.',
    'Education',
    p.school,
    'Master, Computer Science · (2014 - 2017)',
    'Page 1 of 1',
  ];
}

export async function linkedinProfilePdf(): Promise<Buffer> {
  const lines = linkedinProfileLines();
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 760 - i * 22, size: 10, font }));
  return Buffer.from(await doc.save());
}
