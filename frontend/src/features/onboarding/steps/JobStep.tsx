import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { InlineMessage } from '../../../components/ui/InlineMessage';
import { RadioGroup } from '../../../components/ui/RadioGroup';
import { TextArea, TextField } from '../../../components/ui/TextField';
import { format } from '../../../i18n';
import { ApiError } from '../../../lib/api/client';
import { readJobPosting } from '../../../lib/api/job-postings';
import type { JobPosting } from '../../../lib/api/types';
import type { StepProps, T } from '../flow-context';
import { HighlightedPosting } from '../components/HighlightedPosting';
import { StepFrame } from '../components/StepFrame';

type Mode = 'text' | 'url';
/** Link failures the user can work around by pasting the text. */
const LINK_FAILURES = new Set(['INVALID_URL', 'URL_NOT_ALLOWED', 'JOB_FETCH_FAILED', 'NO_JOB_FOUND']);

/**
 * Step 6: the job, pasted or linked. "Extract keywords" reads it and shows the keywords grouped
 * (required, nice to have), highlighted in the posting; Continue saves it. A link that cannot be
 * read says why and offers to paste the text instead.
 */
export function JobStep({ flow, t, go }: StepProps) {
  const [mode, setMode] = useState<Mode>(flow.jobUrl ? 'url' : 'text');
  const [text, setText] = useState(flow.jobText ?? '');
  const [url, setUrl] = useState(flow.jobUrl ?? '');
  const [posting, setPosting] = useState<JobPosting | null>(null);
  const [error, setError] = useState<{ message: string; link: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const input = mode === 'url' ? { url: url.trim() } : { text: text.trim() };
  const empty = !(mode === 'url' ? url.trim() : text.trim());

  async function read(): Promise<JobPosting | null> {
    setError(null);
    if (empty) {
      setError({ message: t['job.errors.required'], link: false });
      return null;
    }
    setBusy(true);
    try {
      const read = await readJobPosting(input);
      setPosting(read);
      return read;
    } catch (failure) {
      const api = failure instanceof ApiError ? failure : null;
      const link = mode === 'url' && !!api && LINK_FAILURES.has(api.code);
      const reason = api && !api.isNetwork ? api.message : t['error.network'];
      setError({ message: link ? format(t['job.linkFailed'], { reason }) : reason, link });
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function next() {
    const read_ = posting ?? (await read());
    if (!read_) return;
    setBusy(true);
    try {
      await go(flow.step + 1, mode === 'url' ? { jobUrl: url.trim(), jobText: null } : { jobText: text.trim(), jobUrl: null });
    } finally {
      setBusy(false);
    }
  }

  return (
    <StepFrame title={t['job.heading']} lead={t['job.lead']} t={t} onBack={() => go(flow.step - 1)} onNext={next} nextPending={busy}>
      <RadioGroup
        label={t['job.mode']}
        orientation="horizontal"
        value={mode}
        onChange={(value) => {
          setMode(value as Mode);
          setPosting(null);
          setError(null);
        }}
        options={[
          { value: 'text', label: t['job.mode.text'] },
          { value: 'url', label: t['job.mode.url'] },
        ]}
      />
      {mode === 'text' ? (
        <TextArea
          label={t['job.text']}
          value={text}
          onChange={(value) => {
            setText(value);
            setPosting(null);
          }}
          errorMessage={error && !error.link ? error.message : undefined}
          className="flow-job__text"
        />
      ) : (
        <TextField
          type="url"
          label={t['job.url']}
          value={url}
          onChange={(value) => {
            setUrl(value);
            setPosting(null);
          }}
          errorMessage={error && !error.link ? error.message : undefined}
        />
      )}
      {error?.link && (
        <InlineMessage tone="error">
          <p>{error.message}</p>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => {
              setMode('text');
              setError(null);
            }}
          >
            {t['job.pasteInstead']}
          </Button>
        </InlineMessage>
      )}
      {/* Disabled, not isPending: the step may unmount before React Aria's pending announcement ends (see StepFrame). */}
      <Button variant="secondary" onPress={() => void read()} isDisabled={busy}>
        {t['job.analyse']}
      </Button>
      {posting && <Keywords posting={posting} t={t} />}
    </StepFrame>
  );
}

function Keywords({ posting, t }: { posting: JobPosting; t: T }) {
  const groups = [
    { label: t['job.required'], items: posting.keywords.filter((k) => k.required), className: 'flow-chip flow-chip--required' },
    { label: t['job.niceToHave'], items: posting.keywords.filter((k) => !k.required), className: 'flow-chip' },
  ];
  return (
    <div className="flow-keywords" data-testid="job-keywords">
      <h2 className="flow-subheading">{t['job.keywords']}</h2>
      {groups.map((group) => (
        <div key={group.label}>
          <h3 className="flow-minor-heading">{group.label}</h3>
          {group.items.length ? (
            <ul className="flow-chips">
              {group.items.map((k) => (
                <li key={k.id} className={group.className}>
                  {k.term}
                </li>
              ))}
            </ul>
          ) : (
            <p className="flow-hint">{t['job.none']}</p>
          )}
        </div>
      ))}
      <h3 className="flow-minor-heading">{t['job.posting']}</h3>
      <HighlightedPosting text={posting.description} keywords={posting.keywords} />
    </div>
  );
}
