import { useState } from 'react';
import { debugRender, type DebugRenderResult } from '../../lib/api';
import { Button, RadioGroup } from '../../components/ui';
import { format, type Locale, type Messages } from '../../i18n';
import { pdfUrl } from './pdf-url';
import { ResumeInput } from './ResumeInput';
import { ToolStatus } from './ToolStatus';
import { useDebugTask } from './use-debug-task';
import { useResumeInput } from './use-resume-input';

/**
 * /debug/pdf-test: a JSON Resume rendered to PDF by the same use case as the app, with timings;
 * /debug/pick-style-test (`both`): the two styles side by side.
 */
export default function PdfTestIsland({
  locale,
  messages: t,
  both = false,
}: {
  locale: Locale;
  messages: Messages<'admin'>;
  both?: boolean;
}) {
  const input = useResumeInput(locale);
  const [template, setTemplate] = useState<'ats' | 'modern'>('ats');
  const [results, setResults] = useState<{ template: string; url: string; result: DebugRenderResult }[]>([]);
  const { busy, error, run } = useDebugTask();
  const [invalid, setInvalid] = useState(false);

  async function render() {
    const resume = input.parsed();
    setInvalid(!resume);
    if (!resume) return;
    await run(async () => {
      const templates = both ? (['ats', 'modern'] as const) : [template];
      const rendered = await Promise.all(
        templates.map(async (name) => {
          const result = await debugRender({ resume, template: name, language: input.language });
          return { template: name, url: pdfUrl(result.pdfBase64), result };
        }),
      );
      results.forEach((r) => URL.revokeObjectURL(r.url));
      setResults(rendered);
    });
  }

  return (
    <div className="debug-tool">
      <div className="debug-tool__form stack">
        <ResumeInput
          messages={t}
          text={input.text}
          onText={input.setText}
          language={input.language}
          onLanguage={input.setLanguage}
          invalid={invalid}
        />
        {!both && (
          <RadioGroup
            label={t['debug.template']}
            value={template}
            onChange={(value) => setTemplate(value === 'modern' ? 'modern' : 'ats')}
            options={[
              { value: 'ats', label: 'ATS' },
              { value: 'modern', label: 'Modern' },
            ]}
          />
        )}
        <Button variant="primary" onPress={() => void render()} isPending={busy}>
          {both ? t['debug.renderBoth'] : t['debug.render']}
        </Button>
        <ToolStatus messages={t} busy={busy} error={error} />
      </div>
      <div className={both ? 'debug-tool__results debug-tool__results--pair' : 'debug-tool__results'}>
        {results.map(({ template: name, url, result }) => (
          <figure key={name} className="debug-pdf">
            <figcaption>
              <strong>{format(t['debug.pdfPreview'], { template: name })}</strong>{' '}
              <span data-testid="timings">
                {format(t['debug.timings'], {
                  pages: result.pageCount,
                  kb: Math.round(result.bytes / 1024),
                  render: result.timings.renderMs,
                  total: result.timings.totalMs,
                })}
              </span>
            </figcaption>
            <iframe className="debug-pdf__frame" src={url} title={format(t['debug.pdfPreview'], { template: name })} />
          </figure>
        ))}
      </div>
    </div>
  );
}
