import { ButtonLink, InlineMessage } from '../../../components/ui';
import type { Locale } from '../../../i18n';
import { contactPath } from '../paths';
import type { SuperMatchText } from '../useSuperMatchText';

/** Too few credits: the Plus offer instead of a request that would fail. */
export function Upsell({ locale, t, cost, balance }: { locale: Locale; t: SuperMatchText['t']; cost: string; balance: string }) {
  return (
    <div className="supermatch-upsell" data-testid="supermatch-upsell">
      <InlineMessage tone="info" title={t('upsell.title')}>
        {t('upsell.body', { cost, balance })}
      </InlineMessage>
      <ButtonLink href={contactPath(locale)}>{t('upsell.action')}</ButtonLink>
    </div>
  );
}
