import { Button } from '../../../components/ui/Button';
import type { SocialProvider } from '../../../lib/api/types';

/** Google and GitHub sign-in, shown only for the providers the server has configured. */
export function SocialButtons({
  providers,
  t,
  busy,
  onChoose,
}: {
  providers: SocialProvider[];
  t: (key: 'social.or' | `social.${SocialProvider}`) => string;
  busy: boolean;
  onChoose(provider: SocialProvider): void;
}) {
  if (providers.length === 0) return null;
  return (
    <div className="social">
      <p className="social-or">
        <span>{t('social.or')}</span>
      </p>
      {providers.map((provider) => (
        <Button key={provider} variant="secondary" fullWidth isDisabled={busy} onPress={() => onChoose(provider)} data-provider={provider}>
          {t(`social.${provider}`)}
        </Button>
      ))}
    </div>
  );
}
