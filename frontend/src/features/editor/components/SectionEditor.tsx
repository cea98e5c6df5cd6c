import { Button } from '../../../components/ui/Button';
import { type Content, type Entry, fieldId, getAt, keyPath, type ListSection, type Path, pathName, SECTION_FIELDS } from '../editor-model';
import { type EditorMessages, fieldLabel, fill } from '../editor-text';
import { FieldInput } from './FieldInput';
import { ReorderButtons } from './ReorderButtons';
import { StringListEditor } from './StringListEditor';

export interface EditActions {
  change(path: Path, value: string): void;
  add(path: Path, item: unknown): void;
  remove(path: Path, index: number): void;
  move(path: Path, index: number, by: -1 | 1): void;
}

interface Props {
  section: ListSection;
  resume: Content;
  uncertain(path: string): boolean;
  t: EditorMessages;
  actions: EditActions;
}

/** One list section (work, education…): its entries, each with its fields, moved or removed by buttons. */
export function SectionEditor({ section, resume, uncertain, t, actions }: Props) {
  const entries = (getAt(resume, [section]) as Entry[] | undefined) ?? [];
  const title = t[`section.${section}`];
  const headingId = `section-${section}`;
  return (
    <section className="editor-section card" aria-labelledby={headingId} data-section={section}>
      <h2 id={headingId} className="editor-section__heading">
        {title}
      </h2>
      {entries.length === 0 && <p className="text-muted">{t['entry.empty']}</p>}
      {entries.map((entry, index) => {
        const n = index + 1;
        const entryPath = pathName([section, index]);
        return (
          <article key={index} className="editor-entry" aria-labelledby={`${fieldId(entryPath)}-heading`} data-entry={entryPath}>
            <div className="editor-entry__head">
              <h3 id={`${fieldId(entryPath)}-heading`} className="editor-entry__heading">
                {fill(t['entry.heading'], { section: title, n })}
              </h3>
              <ReorderButtons
                index={index}
                count={entries.length}
                idPrefix={fieldId(entryPath)}
                labels={{
                  up: fill(t['entry.moveUp'], { n }),
                  down: fill(t['entry.moveDown'], { n }),
                  remove: fill(t['entry.remove'], { n }),
                }}
                onMove={(by) => actions.move([section], index, by)}
                onRemove={() => actions.remove([section], index)}
              />
            </div>
            <div className="editor-entry__fields">
              {SECTION_FIELDS[section].map(({ key, kind }) => {
                const path: Path = [section, index, ...keyPath(key)];
                const label = fieldLabel(t, section, key);
                if (kind === 'list')
                  return (
                    <StringListEditor
                      key={key}
                      path={path}
                      label={label}
                      items={((getAt(entry, keyPath(key)) as unknown[] | undefined) ?? []).map(String)}
                      uncertain={uncertain}
                      t={t}
                      onChange={actions.change}
                      onAdd={(listPath) => actions.add(listPath, '')}
                      onRemove={actions.remove}
                      onMove={actions.move}
                    />
                  );
                return (
                  <FieldInput
                    key={key}
                    path={pathName(path)}
                    kind={kind}
                    label={label}
                    value={String(getAt(entry, keyPath(key)) ?? '')}
                    uncertain={uncertain(pathName(path))}
                    t={t}
                    onChange={(value) => actions.change(path, value)}
                  />
                );
              })}
            </div>
          </article>
        );
      })}
      <Button variant="secondary" onPress={() => actions.add([section], {})}>
        {t[`add.${section}`]}
      </Button>
    </section>
  );
}
