import { restoreResume, restoreSuperMatch } from '../../lib/api/bin';
import { deleteResume, downloadResumePdf, renameResume, shareResume, unshareResume, type PdfChoice } from '../../lib/api/resumes';
import { deleteSuperMatch, downloadSuperMatchPdf, renameSuperMatch, shareSuperMatch, unshareSuperMatch } from '../../lib/api/supermatches';
import type { ShareLink } from '../../lib/api/types';

/** Resumes and SuperMatch results have the same actions; each kind calls its own routes. */
export type ItemKind = 'resume' | 'supermatch';

export interface ItemRef {
  kind: ItemKind;
  id: string;
  name: string;
}

interface ItemApi {
  rename(id: string, name: string): Promise<unknown>;
  remove(id: string): Promise<void>;
  restore(id: string): Promise<unknown>;
  pdf(id: string, choice: PdfChoice): Promise<Blob>;
  share(id: string, choice: Pick<PdfChoice, 'template' | 'lang'>): Promise<ShareLink>;
  unshare(id: string): Promise<void>;
}

export const ITEM_API: Record<ItemKind, ItemApi> = {
  resume: {
    rename: renameResume,
    remove: deleteResume,
    restore: restoreResume,
    pdf: (id, { template, ...rest }) => downloadResumePdf(id, template, rest),
    share: shareResume,
    unshare: unshareResume,
  },
  supermatch: {
    rename: renameSuperMatch,
    remove: deleteSuperMatch,
    restore: restoreSuperMatch,
    pdf: downloadSuperMatchPdf,
    share: shareSuperMatch,
    unshare: unshareSuperMatch,
  },
};
