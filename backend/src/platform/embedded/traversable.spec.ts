import { chmodSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureTraversable } from './traversable';

describe('ensureTraversable', () => {
  it('adds o+x (enter, not list) to each closed parent and says which', () => {
    const root = mkdtempSync(join(tmpdir(), 'atelier-trav-'));
    const inner = join(root, 'a', 'b');
    mkdirSync(inner, { recursive: true });
    chmodSync(root, 0o700);
    chmodSync(join(root, 'a'), 0o750);
    const lines: string[] = [];
    ensureTraversable(inner, (l) => lines.push(l));
    expect(statSync(root).mode & 0o777).toBe(0o701);
    expect(statSync(join(root, 'a')).mode & 0o777).toBe(0o751);
    expect(lines.join()).toContain(root);
    const again: string[] = [];
    ensureTraversable(inner, (l) => again.push(l));
    expect(again).toEqual([]);
  });
});
