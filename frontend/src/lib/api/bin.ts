import { apiPath, PATHS } from '@atelier/contracts/paths';
import { request } from './client';
import type { BinItem, SuperMatch } from './types';

/** GET /api/bin/resumes: deleted resumes still restorable. */
export async function listResumeBin(): Promise<BinItem[]> {
  return (await request<{ items: BinItem[] }>(PATHS.resumeBin)).items;
}

/** GET /api/bin/supermatches: deleted SuperMatches still restorable. */
export async function listSuperMatchBin(): Promise<BinItem[]> {
  return (await request<{ items: BinItem[] }>(PATHS.supermatchBin)).items;
}

/** POST /api/resumes/:id/restore: out of the bin (Undo). */
export function restoreResume(id: string): Promise<void> {
  return request<void>(apiPath(PATHS.resumeRestore, { id }), { method: 'POST', read: 'none' });
}

/** POST /api/supermatches/:id/restore: out of the bin with its tailored resume. */
export function restoreSuperMatch(id: string): Promise<SuperMatch> {
  return request<SuperMatch>(apiPath(PATHS.supermatchRestore, { id }), { method: 'POST' });
}
