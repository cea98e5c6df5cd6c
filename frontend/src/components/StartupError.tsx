import { Button, ButtonLink } from './ui/Button';
import './StartupError.css';

export interface StartupErrorText {
  title: string;
  body: string;
  retry: string;
  contact: string;
}

/**
 * What an island shows when the browser app cannot start (the auth settings could not be read,
 * Firebase could not initialise): the spec's "Something went wrong" with Try Again and Contact
 * Support Team, instead of a page that silently does nothing.
 */
export function StartupError({
  text,
  contactHref,
  onRetry,
  retrying,
}: {
  text: StartupErrorText;
  contactHref: string;
  onRetry(): void;
  retrying?: boolean;
}) {
  return (
    <div role="alert" className="startup-error" data-testid="startup-error">
      <p className="startup-error__title">{text.title}</p>
      <p className="startup-error__body">{text.body}</p>
      <div className="cluster">
        <Button onPress={onRetry} isPending={retrying}>
          {text.retry}
        </Button>
        <ButtonLink variant="secondary" href={contactHref}>
          {text.contact}
        </ButtonLink>
      </div>
    </div>
  );
}
