import { I18nProvider } from '../../components/ui';
import type { Locale, Messages } from '../../i18n';
import { $session, LOADING_SESSION } from '../../stores/session';
import { useHydratedStore } from '../../stores/use-hydrated-store';
import { SuperMatchScreen } from './components/SuperMatchScreen';
import { TailorForm } from './components/TailorForm';
import { useSuperMatchText } from './useSuperMatchText';
import './supermatch.css';

interface Props {
  locale: Locale;
  messages: Messages<'supermatch'>;
  /** /supermatch/<id>: that SuperMatch (processing, mismatch, error or result). */
  supermatchId?: string;
  /** /supermatch?resume=<id>: the resume preselected on the tailor screen. */
  resumeId?: string;
}

/**
 * SuperMatch in the browser: the tailor screen at /supermatch, and one SuperMatch at
 * /supermatch/<id>, where its state lives (so a reload or a closed tab comes back to it).
 * The session (a guest for a first visitor) is started by the shell; this island waits for it.
 */
export default function SuperMatchIsland({ locale, messages, supermatchId, resumeId }: Props) {
  const text = useSuperMatchText(messages, locale);
  const state = useHydratedStore($session, LOADING_SESSION).state;
  const ready = state === 'anonymous' || state === 'signed-in';
  return (
    <I18nProvider locale={locale === 'fr' ? 'fr-FR' : 'en-US'}>
      <div className="supermatch" data-session={ready ? 'ready' : 'connecting'}>
        {supermatchId ? (
          <SuperMatchScreen id={supermatchId} locale={locale} text={text} ready={ready} />
        ) : (
          <TailorForm locale={locale} text={text} ready={ready} preselected={resumeId} />
        )}
      </div>
    </I18nProvider>
  );
}
