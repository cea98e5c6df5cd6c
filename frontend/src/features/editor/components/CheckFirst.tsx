import type { ResumeContent } from '@atelier/contracts';
import { type Content, fieldId, getAt, uncertainFields } from '../editor-model';
import type { EditorMessages } from '../editor-text';

interface Props {
  resume: Content;
  confidence: Record<string, number>;
  warnings: ResumeContent['warnings'];
  t: EditorMessages;
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
          <li key={`w${i}`}>{table[`warning.${warning.code}`] ?? t['warning.other']}</li>
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
