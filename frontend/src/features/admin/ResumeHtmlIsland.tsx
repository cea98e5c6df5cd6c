import { ScrollRegion } from '../../components/ui/ScrollRegion';
import { useState } from 'react';
import { debugHtml } from '../../lib/api';
import { Button } from '../../components/ui';
import type { Locale, Messages } from '../../i18n';
import { ResumeInput } from './ResumeInput';
import { ToolStatus } from './ToolStatus';
import { useDebugTask } from './use-debug-task';
import { useResumeInput } from './use-resume-input';

/** /debug/resume-html-test: the HTML page a PDF is printed from, as source and rendered (sandboxed, no scripts). */
export default function ResumeHtmlIsland({ locale, messages: t }: { locale: Locale; messages: Messages<'admin'> }) {
  const input = useResumeInput(locale);
  const [template, setTemplate] = useState<'ats' | 'modern'>('ats');
  const [html, setHtml] = useState<string | null>(null);
  const { busy, error, run } = useDebugTask();
  const [invalid, setInvalid] = useState(false);

  async function show(name: 'ats' | 'modern') {
    const resume = input.parsed();
    setInvalid(!resume);
    if (!resume) return;
    setTemplate(name);
    await run(async () => setHtml((await debugHtml({ resume, template: name, language: input.language })).html));
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
        <div className="cluster">
          <Button variant="primary" onPress={() => void show('ats')} isPending={busy && template === 'ats'}>
            {`${t['debug.showHtml']} (ATS)`}
          </Button>
          <Button variant="secondary" onPress={() => void show('modern')} isPending={busy && template === 'modern'}>
            {`${t['debug.showHtml']} (Modern)`}
          </Button>
        </div>
        <ToolStatus messages={t} busy={busy} error={error} />
      </div>
      {html !== null && (
        <div className="debug-tool__results">
          <iframe className="debug-pdf__frame" sandbox="" srcDoc={html} title={t['debug.htmlPreview']} />
          <h2>{t['debug.htmlSource']}</h2>
          <ScrollRegion className="debug-code" label={t['debug.htmlSource']} data-testid="html-source">
            {html}
          </ScrollRegion>
        </div>
      )}
    </div>
  );
}
