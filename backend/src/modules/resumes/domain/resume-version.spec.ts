import { continuesEditSitting, EDIT_SITTING_GAP_MS } from './resume-version';

describe('continuesEditSitting', () => {
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 23, 10) + ms);

  it('an edit soon after the latest edit version is the same sitting', () => {
    expect(continuesEditSitting({ reason: 'edit', createdAt: at(0) }, 'edit', at(5_000))).toBe(true);
    expect(continuesEditSitting({ reason: 'edit', createdAt: at(0) }, 'edit', at(EDIT_SITTING_GAP_MS - 1))).toBe(true);
  });

  it('a pause as long as the gap starts a new sitting', () => {
    expect(continuesEditSitting({ reason: 'edit', createdAt: at(0) }, 'edit', at(EDIT_SITTING_GAP_MS))).toBe(false);
  });

  it('never merges into an upload, an enhancement or a restore, nor merges anything but an edit', () => {
    for (const reason of ['upload', 'enhancement', 'restore', 'tailoring'] as const) {
      expect(continuesEditSitting({ reason, createdAt: at(0) }, 'edit', at(1_000))).toBe(false);
      expect(continuesEditSitting({ reason: 'edit', createdAt: at(0) }, reason, at(1_000))).toBe(false);
    }
    expect(continuesEditSitting(null, 'edit', at(0))).toBe(false);
  });
});
