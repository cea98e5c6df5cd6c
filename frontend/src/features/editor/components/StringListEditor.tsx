import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { fieldId, type Path, pathName } from '../editor-model';
import { type EditorMessages, fill } from '../editor-text';
import { ReorderButtons } from './ReorderButtons';

interface Props {
  path: Path;
  label: string;
  items: string[];
  uncertain(path: string): boolean;
  t: EditorMessages;
  onChange(path: Path, value: string): void;
  onAdd(path: Path): void;
  onRemove(path: Path, index: number): void;
  onMove(path: Path, index: number, by: -1 | 1): void;
}

/** Highlights, keywords, courses: one line each, added, removed and moved one by one. */
export function StringListEditor({ path, label, items, uncertain, t, onChange, onAdd, onRemove, onMove }: Props) {
  const groupId = `${fieldId(pathName(path))}-label`;
  return (
    <div className="editor-list" role="group" aria-labelledby={groupId}>
      <p id={groupId} className="editor-list__label">
        {label}
      </p>
      {items.length > 0 && (
        <ol className="editor-list__items">
          {items.map((item, index) => {
            const itemPath = [...path, index];
            const n = index + 1;
            return (
              <li key={index} className="editor-list__item">
                <TextField
                  id={fieldId(pathName(itemPath))}
                  label={fill(t['item.label'], { list: label, n })}
                  value={item}
                  onChange={(value) => onChange(itemPath, value)}
                  description={uncertain(pathName(itemPath)) ? t['check.badge'] : undefined}
                  className="editor-field editor-list__field"
                />
                <ReorderButtons
                  index={index}
                  count={items.length}
                  idPrefix={fieldId(pathName(itemPath))}
                  labels={{
                    up: fill(t['item.moveUp'], { list: label, n }),
                    down: fill(t['item.moveDown'], { list: label, n }),
                    remove: fill(t['item.remove'], { list: label, n }),
                  }}
                  onMove={(by) => onMove(path, index, by)}
                  onRemove={() => onRemove(path, index)}
                />
              </li>
            );
          })}
        </ol>
      )}
      <Button variant="secondary" size="sm" onPress={() => onAdd(path)}>
        {fill(t['item.add'], { list: label })}
      </Button>
    </div>
  );
}
