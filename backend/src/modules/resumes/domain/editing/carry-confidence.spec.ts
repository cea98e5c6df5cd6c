import { carryConfidence, valueAt } from './carry-confidence';

describe('carryConfidence', () => {
  const before = { basics: { name: 'JOHN SMITH Engineer', email: 'j@x.io' }, work: [{ name: 'Acme Globex', position: 'Dev' }] };

  it('reads values at parser paths', () => {
    expect(valueAt(before, 'work[0].name')).toBe('Acme Globex');
    expect(valueAt(before, 'basics.email')).toBe('j@x.io');
    expect(valueAt(before, 'work[3].name')).toBeUndefined();
  });

  it('drops the marks of edited fields and keeps the others', () => {
    const after = { ...before, basics: { ...before.basics, name: 'John Smith' } };
    expect(carryConfidence(before, after, { 'basics.name': 0.3, 'work[0].name': 0.4 })).toEqual({ 'work[0].name': 0.4 });
  });
});
