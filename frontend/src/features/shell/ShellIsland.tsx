import { lazy, Suspense, useEffect, useState } from 'react';
import { StartupError } from '../../components/StartupError';
import { LazyToastRegion } from '../../components/ui/LazyToastRegion';
// Straight from the library, not the ui barrel: the barrel would pull every component into this chunk.
import { I18nProvider } from 'react-aria-components';
import type { Locale, Messages } from '../../i18n';
import { ensureUser, startSession } from '../../lib/auth/session';
import { initLocale } from '../../stores/locale';
import { $session, LOADING_SESSION } from '../../stores/session';
import { useHydratedStore } from '../../stores/use-hydrated-store';
import type { ShellAction } from './components/AccountMenu';
import { CreditsLeft } from './components/CreditsLeft';
import { MenuLoader } from './components/MenuLoader';
import { hrefOf } from './routes';
import { useShellText } from './useShellText';
import './shell.css';

// The account dialogs come from the auth feature and pull in Firebase's account actions:
// loaded only when the user asks for them, so they weigh nothing on every page load.
const SignOutDialog = lazy(() => import('../auth/SignOutButton').then((m) => ({ default: m.SignOutDialog })));
const DeleteAccountFlow = lazy(() => import('../auth/DeleteAccountFlow').then((m) => ({ default: m.DeleteAccountFlow })));

interface Props {
  locale: Locale;
  messages: Messages<'shell'>;
  /** The auth namespace, for the Log Out and Delete Account dialogs. */
  auth: Messages<'auth'>;
  /** The page's path, so the language links point at the same page in the other language. */
  path: string;
}

type Start = 'starting' | 'ready' | 'failed' | 'retrying';

/**
 * The signed-in app's shell, one island on every app page: credits left and the account menu
 * (where a guest is prompted to save the account) with its dialogs. It also starts the session:
 * a first visitor becomes a guest here (the other islands wait for $session), so only one guest
 * is ever created per page.
 */
export default function ShellIsland({ locale, messages, auth, path }: Props) {
  const t = useShellText(messages, locale);
  const session = useHydratedStore($session, LOADING_SESSION);
  const [start, setStart] = useState<Start>('starting');
  const [open, setOpen] = useState<ShellAction | null>(null);

  function begin() {
    initLocale(locale);
    startSession()
      .then(() => ensureUser())
      .then(
        () => setStart('ready'),
        (error: unknown) => {
          console.error('[shell] the app could not start', error);
          setStart('failed');
        },
      );
  }
  useEffect(begin, [locale]);

  // React Aria's own hidden strings (a popover's dismiss button) follow the page's language.
  // The page's one toast region (components/ui README): every island's toast.show() appears here.
  return (
    <I18nProvider locale={locale}>
      {body()}
      <LazyToastRegion label={t('toasts.label')} closeLabel={t('toasts.close')} />
    </I18nProvider>
  );

  function body() {
    if (start === 'failed' || start === 'retrying') {
      return (
        <StartupError
          text={{ title: t('startup.title'), body: t('startup.body'), retry: t('startup.retry'), contact: t('startup.contact') }}
          contactHref={hrefOf('contact', locale)}
          retrying={start === 'retrying'}
          onRetry={() => {
            setStart('retrying');
            begin();
          }}
        />
      );
    }

    const guest = session.state === 'anonymous';
    return (
      <div className="shell-bar">
        <CreditsLeft t={t} />
        <MenuLoader label={t('menu.trigger')}>
          {({ AccountMenu, LanguageDialog }) => (
            <>
              <AccountMenu t={t} locale={locale} guest={guest} onAction={setOpen} />
              <LanguageDialog t={t} locale={locale} path={path} isOpen={open === 'language'} onClose={() => setOpen(null)} />
            </>
          )}
        </MenuLoader>
        {(open === 'logOut' || open === 'deleteAccount') && (
          <Suspense>
            <SignOutDialog open={open === 'logOut'} locale={locale} messages={auth} onClose={() => setOpen(null)} />
            <DeleteAccountFlow open={open === 'deleteAccount'} locale={locale} messages={auth} onClose={() => setOpen(null)} />
          </Suspense>
        )}
      </div>
    );
  }
}
