import { Button } from '../../../components/ui/Button';
import type { SocialProvider } from '../../../lib/api/types';

/** Google and GitHub sign-in, shown only for the providers the server has configured. */
export function SocialButtons({
  providers,
  labels,
  orLabel,
  busy,
  onChoose,
}: {
  providers: SocialProvider[];
  labels: Record<SocialProvider, string>;
  orLabel: string;
  busy: boolean;
  onChoose(provider: SocialProvider): void;
}) {
  if (providers.length === 0) return null;
  return (
    <div className="social">
      <p className="social-or">
        <span>{orLabel}</span>
      </p>
      {providers.map((provider) => (
        <Button key={provider} variant="secondary" fullWidth isDisabled={busy} onPress={() => onChoose(provider)} data-provider={provider}>
          {labels[provider]}
        </Button>
      ))}
    </div>
  );
}
