import { MAX_RESUME_NAME_LENGTH } from '@atelier/contracts/constants';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import type { DashText } from '../text';

/** Renaming in place: Enter saves, Escape cancels; the contract's length limit is checked before sending. */
export function RenameForm({
  name,
  t,
  onSave,
  onDone,
}: {
  name: string;
  t: DashText;
  /** Resolves to an error message, or null once saved. */
  onSave: (name: string) => Promise<string | null>;
  onDone: () => void;
}) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) return setError(t('rename.empty'));
    if (trimmed.length > MAX_RESUME_NAME_LENGTH) return setError(t('rename.limit', { max: MAX_RESUME_NAME_LENGTH }));
    if (trimmed === name) return onDone();
    setBusy(true);
    const problem = await onSave(trimmed);
    setBusy(false);
    if (problem) setError(problem);
    else onDone();
  }

  return (
    <form className="dash-rename" onSubmit={submit}>
      <TextField
        label={t('rename.label', { name })}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
        description={t('rename.limit', { max: MAX_RESUME_NAME_LENGTH })}
        errorMessage={error ?? undefined}
        autoFocus
        onKeyDown={(event) => event.key === 'Escape' && onDone()}
      />
      <div className="dash-rename__actions">
        <Button type="submit" size="sm" isPending={busy}>
          {t('rename.save')}
        </Button>
        <Button size="sm" variant="ghost" onPress={onDone}>
          {t('rename.cancel')}
        </Button>
      </div>
    </form>
  );
}
