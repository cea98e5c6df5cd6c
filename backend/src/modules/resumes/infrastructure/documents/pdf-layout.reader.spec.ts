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
