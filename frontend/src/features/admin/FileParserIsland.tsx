import { ScrollRegion } from '../../components/ui/ScrollRegion';
import { useState } from 'react';
import { debugParse, type DebugParseResult } from '../../lib/api';
import { DropZone } from '../../components/ui';
import { format, type Messages } from '../../i18n';
import { ToolStatus } from './ToolStatus';
import { useDebugTask } from './use-debug-task';

/** /debug/file-parser: a resume file through the app's parser: structured result, confidence per field, warnings. */
export default function FileParserIsland({ messages: t }: { messages: Messages<'admin'> }) {
  const [result, setResult] = useState<DebugParseResult | null>(null);
  const { busy, error, run } = useDebugTask();
  const parse = (file: File) => run(async () => setResult(await debugParse(file)));

  return (
    <div className="debug-tool">
      <div className="debug-tool__form stack">
        <DropZone
          label={t['debug.drop']}
          chooseLabel={t['debug.choose']}
          onFile={(file) => void parse(file)}
          acceptedFileTypes={['.pdf', '.docx', '.doc', '.json']}
        />
        <ToolStatus messages={t} busy={busy} error={error} />
      </div>
      {result && (
        <div className="debug-tool__results stack">
          <p data-testid="parse-timings">{format(t['debug.parseTimings'], { ms: result.timings.parseMs, language: result.language })}</p>
          <h2>{t['debug.warnings']}</h2>
          {result.warnings.length ? (
            <ul>
              {result.warnings.map((w, i) => (
                <li key={i}>
                  <code>{w.code}</code> {w.detail}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t['debug.noWarnings']}</p>
          )}
          <h2>{t['debug.confidence']}</h2>
          <table className="debug-table">
            <tbody>
              {Object.entries(result.confidence).map(([field, value]) => (
                <tr key={field}>
                  <th scope="row">{field}</th>
                  <td>{value.toFixed(2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>{t['debug.structured']}</h2>
          <ScrollRegion className="debug-code" label={t['debug.structured']}>
            {JSON.stringify(result.resume, null, 2)}
          </ScrollRegion>
        </div>
      )}
    </div>
  );
}
