import { I18nProvider } from '../../components/ui';
import type { Messages } from '../../i18n';
import { $session, LOADING_SESSION } from '../../stores/session';
import { useHydratedStore } from '../../stores/use-hydrated-store';
import { editorPath } from './editor-path';
import { LinkedinImport } from './LinkedinImport';
import { ScratchForm } from './ScratchForm';
import './start.css';

interface Props {
  locale: 'en' | 'fr';
  from: 'linkedin' | 'scratch';
  messages: Messages<'start'>;
}

/** /resumes/new?from=linkedin|scratch: a resume without a file, then straight to its editor. */
export default function StartIsland({ locale, from, messages: t }: Props) {
  const session = useHydratedStore($session, LOADING_SESSION).state;
  const ready = session === 'anonymous' || session === 'signed-in';
  const open = (resumeId: string) => window.location.assign(editorPath(locale, resumeId));
  return (
    <I18nProvider locale={locale === 'fr' ? 'fr-FR' : 'en-US'}>
      {from === 'linkedin' ? (
        <LinkedinImport t={t} ready={ready} onImported={open} />
      ) : (
        <ScratchForm locale={locale} t={t} ready={ready} onCreated={open} />
      )}
    </I18nProvider>
  );
}
