import type { DashText } from '../text';

/** What the "Actions" button of a card shows (the same on the stand-in and on the real menu's trigger). */
export function ActionsTrigger({ t }: { t: DashText }) {
  return (
    <>
      <span>{t('actions.trigger')}</span>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="currentColor">
        <circle cx="3" cy="8" r="1.5" />
        <circle cx="8" cy="8" r="1.5" />
        <circle cx="13" cy="8" r="1.5" />
      </svg>
    </>
  );
}

/** The trigger's accessible name: the visible text and the item it acts on. */
export const actionsLabel = (t: DashText, name: string) => `${t('actions.trigger')} – ${name}`;
