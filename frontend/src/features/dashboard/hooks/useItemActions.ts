import { toast } from '../../../components/ui/toast-queue';
import { ApiError } from '../../../lib/api/client';
import { setBaseResume } from '../../../lib/api/resumes';
import { ITEM_API, type ItemRef } from '../item-api';
import { problemOf } from '../library';
import type { DashText } from '../text';

/** The spec's dashboard message for a failed action, in the page's language. */
export function problemText(error: unknown, t: DashText): string {
  return error instanceof ApiError ? t(problemOf(error.code, error.isNetwork)) : t('problem.failed');
}

/**
 * The per-item actions that need no dialog of their own: rename, delete (with Undo), restore,
 * set as base. Each says what happened in a toast (read aloud) and reads the library again.
 */
export function useItemActions(t: DashText, reload: () => Promise<void>) {
  const fail = (error: unknown) => toast.show({ tone: 'error', text: problemText(error, t) });

  async function rename(item: ItemRef, name: string): Promise<string | null> {
    try {
      await ITEM_API[item.kind].rename(item.id, name);
      toast.show({ tone: 'success', text: t('rename.done', { name }) });
      await reload();
      return null;
    } catch (error) {
      return problemText(error, t);
    }
  }

  async function restore(item: ItemRef) {
    try {
      await ITEM_API[item.kind].restore(item.id);
      toast.show({ tone: 'success', text: t('delete.restored', { name: item.name }) });
    } catch (error) {
      fail(error);
    }
    await reload();
  }

  /** Throws (with the message) so the confirmation dialog stays open and shows it. */
  async function remove(item: ItemRef) {
    try {
      await ITEM_API[item.kind].remove(item.id);
    } catch (error) {
      throw new Error(problemText(error, t));
    }
    toast.show({
      tone: 'info',
      text: t('delete.done', { name: item.name }),
      timeout: 10_000,
      action: { label: t('delete.undo'), onAction: () => void restore(item) },
    });
    await reload();
  }

  async function makeBase(item: ItemRef) {
    try {
      await setBaseResume(item.id);
      toast.show({ tone: 'success', text: t('base.done', { name: item.name }) });
      await reload();
    } catch (error) {
      fail(error);
    }
  }

  return { rename, remove, restore, makeBase, fail };
}
