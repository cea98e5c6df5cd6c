import { splitColumns, type Glyph } from './pdf-layout.reader';

const glyph = (text: string, x: number, y: number, w = text.length * 5): Glyph => ({ text, x, y, w, size: 10, bold: false });

describe('two columns in a PDF page', () => {
  it('finds a word processor table sidebar by the right cell starting at one x, with only 4 pt between the cells', () => {
    // Left cell text runs to x 245; the right cell starts at 249 on every line, often on other baselines.
    const glyphs: Glyph[] = [];
    for (let i = 0; i < 12; i++) glyphs.push(glyph('Sidebar text that is long', 72, 700 - i * 14, 173));
    for (let i = 0; i < 14; i++) glyphs.push(glyph(`Main column line ${i}`, 249, 705 - i * 13));
    const layout = splitColumns(glyphs, 595);
    expect(layout.columns).toHaveLength(2);
    expect(layout.columns[0].every((g) => g.x === 72)).toBe(true);
  });

  it('keeps prose that runs across the middle of the page in one column', () => {
    const glyphs: Glyph[] = [];
    for (let i = 0; i < 14; i++) {
      glyphs.push(glyph('A sentence of the summary that runs', 72, 700 - i * 14, 300));
      glyphs.push(glyph('right', 249, 700 - i * 14, 30));
    }
    expect(splitColumns(glyphs, 595).columns).toHaveLength(1);
  });

  it('keeps a table of dates and titles in one column when a line of words runs across its gap', () => {
    // Dates cells 40-185, title cells from 192; above them a name, a contact line and the
    // summary (one glyph per word) run across x 190 at a word's spacing.
    const words = (line: string, x: number, y: number) =>
      line.split(' ').reduce((at, word) => {
        glyphs.push(glyph(word, at, y));
        return at + word.length * 5 + 5;
      }, x);
    const glyphs: Glyph[] = [];
    words('Mia Kimball', 40, 785);
    words('DevOps Engineer', 40, 770);
    words('mia.kimball@example.com · (518) 625 7669 · Raleigh, NC', 40, 755);
    words('DevOps Engineer with nine years of experience in teams that ship.', 40, 730);
    for (let i = 0; i < 3; i++) {
      words('June 2022 – Sept 2025', 40, 700 - i * 42);
      words('DevOps Engineer', 192, 700 - i * 42);
      words('Redwood Robotics, Columbus, OH', 192, 686 - i * 42);
      words('Automated the release process', 200, 672 - i * 42);
    }
    words('Pinecrest Institute of Technology 2012 – 2015', 40, 560);
    ['Master of Arts in Economics', 'Scrum, Excel, React, SQL', 'English : Native'].forEach((line, i) => words(line, 40, 540 - i * 14));
    expect(splitColumns(glyphs, 595).columns).toHaveLength(1);
  });

  it('keeps right-aligned dates with their entries when a right sidebar sits beyond them', () => {
    // Main column: titles at 72, dates right-aligned ending at 380 (a wide gap before them);
    // sidebar at 420 with contact details and skills.
    const glyphs: Glyph[] = [];
    for (let i = 0; i < 6; i++) {
      glyphs.push(glyph(`Engineer at Company ${i}`, 72, 700 - i * 40, 120));
      glyphs.push(glyph('2019-03 - 2021-05', 300, 700 - i * 40, 80));
      glyphs.push(glyph('Built a reporting pipeline used by analysts', 72, 686 - i * 40, 150));
    }
    for (let i = 0; i < 12; i++) glyphs.push(glyph(`Sidebar item ${i}`, 420, 705 - i * 19, 100));
    const layout = splitColumns(glyphs, 595);
    expect(layout.columns).toHaveLength(2);
    const dates = glyphs.filter((g) => g.text.startsWith('2019'));
    expect(dates.every((g) => layout.columns[0].includes(g))).toBe(true);
  });

  it("splits at a left sidebar's gutter even when the gap before the main column's dates is wider", () => {
    // Sidebar 20-150; main column titles 186-400; dates 445-525: the widest empty band is the
    // one before the dates (a dates column), the gutter (150-186) is narrower.
    const glyphs: Glyph[] = [];
    for (let i = 0; i < 14; i++) glyphs.push(glyph(`Sidebar line ${i}`, 20, 705 - i * 19, 130));
    for (let i = 0; i < 6; i++) {
      glyphs.push(glyph(`Engineer at Company ${i}`, 186, 700 - i * 40, 214));
      glyphs.push(glyph('03/2020 – 05/2022', 445, 700 - i * 40, 80));
      glyphs.push(glyph('Built a reporting pipeline used by analysts', 186, 686 - i * 40, 214));
    }
    const layout = splitColumns(glyphs, 595);
    expect(layout.columns).toHaveLength(2);
    expect(layout.columns[0].every((g) => g.x === 20)).toBe(true);
    expect(glyphs.filter((g) => g.text.startsWith('03/')).every((g) => layout.columns[1].includes(g))).toBe(true);
  });
});
