import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { LOCALES, pathInLocale, type Locale } from '../../../i18n';
import { localeCookie } from '../../../lib/locale-choice';
import type { ShellText } from '../useShellText';

/**
 * The language picker. Choosing applies at once: the same page in the other language (/x ⇄ /fr/x),
 * with the choice remembered in the `locale` cookie. The links are marked data-keeps-draft:
 * forms keep their drafts (sessionStorage) across the switch and restore them.
 */
export function LanguageDialog({
  t,
  locale,
  path,
  isOpen,
  onClose,
}: {
  t: ShellText;
  locale: Locale;
  path: string;
  isOpen: boolean;
  onClose(): void;
}) {
  const here = () => (typeof window === 'undefined' ? path : window.location.pathname);
  const suffix = () => (typeof window === 'undefined' ? '' : window.location.search + window.location.hash);
  return (
    <Dialog title={t('language.title')} isOpen={isOpen} onOpenChange={(next) => !next && onClose()}>
      {(close) => (
        <>
          <p id="language-immediate" className="shell-language__note">
            {t('language.immediate')}
          </p>
          <ul className="shell-language__list">
            {LOCALES.map((option) => (
              <li key={option}>
                <a
                  className="shell-language__option"
                  href={pathInLocale(here(), option) + suffix()}
                  hrefLang={option}
                  lang={option}
                  aria-current={option === locale ? 'true' : undefined}
                  data-keeps-draft
                  onClick={() => {
                    document.cookie = localeCookie(option);
                  }}
                >
                  <span>{t(`language.${option}`)}</span>
                  {option === locale && (
                    <span className="shell-language__current" lang={locale}>
                      {t('language.current')}
                    </span>
                  )}
                </a>
              </li>
            ))}
          </ul>
          <div className="ui-dialog__actions">
            <Button variant="secondary" onPress={close}>
              {t('language.close')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
