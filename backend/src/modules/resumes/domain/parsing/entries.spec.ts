import { splitEntries } from './entries';
import type { LayoutLine } from './layout';

const line = (text: string, gapBefore: number, extra: Partial<LayoutLine> = {}): LayoutLine => ({
  text,
  page: 1,
  size: 10,
  gapBefore,
  ...extra,
});

describe('splitEntries', () => {
  it('does not take the last body line of an entry (bullets without markers) as the next entry header', () => {
    // Chromium draws list markers as graphics: the text layer has no "•" to tell body from header.
    const entries = splitEntries([
      line('Harbor Freight Labs October 2023 – February 2025', 0.5),
      line('UX Designer', 0.12),
      line('Led the migration to a new billing system', 0.35),
      line('Cut page load time by 35%', 0.12),
      line('Cobalt Health April 2021 – January 2022', 0.8),
      line('Product Manager', 0.12),
      line('Automated the release process', 0.35),
    ]);
    expect(entries.map((e) => e.header.slice(0, 2))).toEqual([
      ['Harbor Freight Labs', 'UX Designer'],
      ['Cobalt Health', 'Product Manager'],
    ]);
  });

  it('still heads an entry with the tight lines just above its dates', () => {
    const entries = splitEntries([
      line('Software Engineer', 0.5),
      line('Northwind Logistics 2021 – 2023', 0.12),
      line('Built the dispatch service.', 0.35),
      line('Data Analyst', 0.8),
      line('Cobalt Health 2018 – 2021', 0.12),
      line('Built dashboards.', 0.35),
    ]);
    expect(entries.map((e) => e.header[0])).toEqual(['Software Engineer', 'Data Analyst']);
  });
});
