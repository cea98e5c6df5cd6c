import { fileNameOf, foldAccents, matchesSearch, problemOf, sortItems } from './library';

const item = (name: string, createdAt: string, updatedAt = createdAt) => ({ name, createdAt, updatedAt });

describe('dashboard library rules', () => {
  it('searches ignoring case, accents and surrounding spaces', () => {
    expect(foldAccents('Gaëlle CV Éric')).toBe('gaelle cv eric');
    expect(matchesSearch('Gaëlle CV', '  GAEL ')).toBe(true);
    expect(matchesSearch('Gaelle CV', 'gaël')).toBe(true);
    expect(matchesSearch('Jordan', 'gael')).toBe(false);
    expect(matchesSearch('Jordan', '   ')).toBe(true);
  });

  it('sorts by last change, by creation, or by name in the page language, without touching the input', () => {
    const items = [
      item('b', '2026-01-02T00:00:00Z', '2026-01-05T00:00:00Z'),
      item('Émile', '2026-01-03T00:00:00Z'),
      item('a 10', '2026-01-01T00:00:00Z'),
      item('a 9', '2026-01-04T00:00:00Z'),
    ];
    expect(sortItems(items, 'updated', 'en').map((i) => i.name)).toEqual(['b', 'a 9', 'Émile', 'a 10']);
    expect(sortItems(items, 'created', 'en').map((i) => i.name)).toEqual(['a 9', 'Émile', 'b', 'a 10']);
    expect(sortItems(items, 'name', 'fr').map((i) => i.name)).toEqual(['a 9', 'a 10', 'b', 'Émile']);
    expect(items[0].name).toBe('b');
  });

  it("chooses the spec's message by error code", () => {
    expect(problemOf('LIBRARY_ITEM_NOT_FOUND')).toBe('problem.notFound');
    expect(problemOf('SUPERMATCH_NOT_FOUND')).toBe('problem.notFound');
    expect(problemOf('DOWNLOAD_NOT_FOUND')).toBe('problem.downloadNotFound');
    expect(problemOf('SHARE_NOT_FOUND')).toBe('problem.shareNotFound');
    expect(problemOf('BASE_RESUME_CANNOT_BE_DELETED')).toBe('problem.baseDelete');
    expect(problemOf('LIBRARY_ACTION_FAILED')).toBe('problem.failed');
    expect(problemOf('SOMETHING_NEW')).toBe('problem.failed');
    expect(problemOf('NETWORK', true)).toBe('problem.offline');
  });

  it('names downloads after the item, without characters file systems refuse', () => {
    expect(fileNameOf('Gaëlle: CV/2026', '.pdf')).toBe('Gaëlle  CV 2026.pdf');
    expect(fileNameOf(' ?? ', '.zip')).toBe('resume.zip');
  });
});
