import type { ShellText } from '../useShellText';

/** A guest's work lives on an anonymous account: this asks them to save it (spec section 4). */
export function GuestPrompt({ t, href }: { t: ShellText; href: string }) {
  return (
    <p className="shell-guest" data-testid="guest-prompt">
      <span className="shell-guest__text">{t('guest.prompt')}</span>{' '}
      <a href={href} className="shell-guest__link">{t('guest.action')}</a>
    </p>
  );
}
