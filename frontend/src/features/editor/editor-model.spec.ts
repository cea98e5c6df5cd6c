import { fieldId, getAt, insertAt, moveAt, pathName, removeAt, setAt, uncertainFields } from './editor-model';
import { record, redo, startHistory, undo } from './history';

describe('editor model', () => {
  const resume = { basics: { name: 'JOHN SMITH' }, work: [{ name: 'A', highlights: ['x', 'y'] }, { name: 'B' }] };

  it('sets a value by path without changing the original, and drops emptied fields', () => {
    const next = setAt(resume, ['work', 0, 'highlights', 1], 'z');
    expect(getAt(next, ['work', 0, 'highlights'])).toEqual(['x', 'z']);
    expect(resume.work[0].highlights).toEqual(['x', 'y']);
    expect(setAt(resume, ['basics', 'name'], '').basics).toEqual({});
    expect(setAt({}, ['basics', 'location', 'city'], 'Lyon')).toEqual({ basics: { location: { city: 'Lyon' } } });
  });

  it('adds, removes and moves entries and highlights', () => {
    expect(insertAt(resume, ['awards'], { title: 'T' }).awards).toEqual([{ title: 'T' }]);
    expect(removeAt(resume, ['work'], 0).work).toEqual([{ name: 'B' }]);
    expect(moveAt(resume, ['work'], 1, -1).work!.map((w) => w.name)).toEqual(['B', 'A']);
    expect(moveAt(resume, ['work'], 1, 1)).toBe(resume);
    expect(moveAt(resume, ['work', 0, 'highlights'], 0, 1).work![0].highlights).toEqual(['y', 'x']);
  });

  it('names paths as the parser does and lists unsure fields first', () => {
    expect(pathName(['work', 0, 'name'])).toBe('work[0].name');
    expect(fieldId('work[0].name')).toBe('field-work-0-name');
    expect(uncertainFields({ 'basics.name': 0.3, 'work[0].name': 0.5, 'basics.email': 0.95 })).toEqual([
      { path: 'basics.name', confidence: 0.3 },
      { path: 'work[0].name', confidence: 0.5 },
    ]);
  });
});

describe('undo history', () => {
  it('undoes and redoes; a new change clears what could be redone', () => {
    let h = record(record(startHistory(1), 2, 'a', 0), 3, 'b', 10);
    h = undo(h);
    expect(h.present).toBe(2);
    h = redo(h);
    expect(h.present).toBe(3);
    h = record(undo(h), 9, 'c', 20);
    expect(h.future).toEqual([]);
    expect(undo(undo(h)).present).toBe(1);
  });

  it('makes one step of quick typing in one field', () => {
    const h = record(record(record(startHistory('J'), 'Jo', 'name', 0), 'Joh', 'name', 300), 'John', 'name', 600);
    expect(undo(h).present).toBe('J');
    expect(record(h, 'John S', 'name', 5000).past).toEqual(['J', 'John']);
  });
});
