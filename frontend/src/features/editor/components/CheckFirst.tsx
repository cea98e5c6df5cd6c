import type { ResumeContent } from '@atelier/contracts';
import { type Content, fieldId, getAt, uncertainFields } from '../editor-model';
import type { EditorMessages } from '../editor-text';

interface Props {
  resume: Content;
  confidence: Record<string, number>;
  warnings: ResumeContent['warnings'];
  t: EditorMessages;
}

/**
 * The changes a PRINT_NORMALISED warning lists, without their JSON paths (the server writes
 * `path: "before" → "after"; …`): the person recognises their words, not our paths.
 */
export function printChanges(detail: string): string[] {
  return detail
    .split('; ')
    .map((change) => change.replace(/^[^:"]+:\s*/u, ''))
    .filter(Boolean);
}

/** What the parser was unsure of, least sure first, each a link to its field: checked before the rest. */
export function CheckFirst({ resume, confidence, warnings, t }: Props) {
  const fields = uncertainFields(confidence);
  if (fields.length === 0 && warnings.length === 0) return null;
  const table = t as Record<string, string>;
  return (
    <section className="editor-check card" aria-labelledby="check-first">
      <h2 id="check-first" className="editor-section__heading">
        {t['check.heading']}
      </h2>
      <p>{t['check.lead']}</p>
      <ul>
        {warnings.map((warning, i) => (
          <li key={`w${i}`}>
            {table[`warning.${warning.code}`] ?? t['warning.other']}
            {warning.code === 'PRINT_NORMALISED' && warning.detail && (
              <ul>
                {printChanges(warning.detail).map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
        {fields.map(({ path }) => {
          const value = getAt(resume, path.split(/[.[\]]+/u).filter(Boolean));
          return (
            <li key={path}>
              <a href={`#${fieldId(path)}`}>{typeof value === 'string' && value ? value : path}</a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
