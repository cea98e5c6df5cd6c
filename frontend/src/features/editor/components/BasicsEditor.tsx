import { BASICS_FIELDS, type Content, getAt, keyPath, type Path, pathName } from '../editor-model';
import { type EditorMessages, fieldLabel } from '../editor-text';
import { FieldInput } from './FieldInput';

interface Props {
  resume: Content;
  uncertain(path: string): boolean;
  t: EditorMessages;
  onChange(path: Path, value: string): void;
}

/** Contact details and the summary: one object, no entries. */
export function BasicsEditor({ resume, uncertain, t, onChange }: Props) {
  const field = (key: string, kind: Parameters<typeof FieldInput>[0]['kind']) => {
    const path: Path = ['basics', ...keyPath(key)];
    return (
      <FieldInput
        key={key}
        path={pathName(path)}
        kind={kind}
        label={fieldLabel(t, 'basics', key)}
        value={String(getAt(resume, path) ?? '')}
        uncertain={uncertain(pathName(path))}
        t={t}
        onChange={(value) => onChange(path, value)}
      />
    );
  };
  return (
    <>
      <section className="editor-section card" aria-labelledby="section-basics" data-section="basics">
        <h2 id="section-basics" className="editor-section__heading">
          {t['section.basics']}
        </h2>
        <div className="editor-entry__fields">{BASICS_FIELDS.map(({ key, kind }) => field(key, kind === 'list' ? 'line' : kind))}</div>
      </section>
      <section className="editor-section card" aria-labelledby="section-summary" data-section="summary">
        <h2 id="section-summary" className="editor-section__heading">
          {t['section.summary']}
        </h2>
        {field('summary', 'text')}
      </section>
    </>
  );
}
