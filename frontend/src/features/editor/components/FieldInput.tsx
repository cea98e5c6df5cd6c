import { TextArea, TextField } from '../../../components/ui/TextField';
import { type FieldKind, fieldId } from '../editor-model';
import type { EditorMessages } from '../editor-text';

interface Props {
  /** The parser's name of the field ("work[0].name"): its input's id and its confidence key. */
  path: string;
  kind: Exclude<FieldKind, 'list'>;
  label: string;
  value: string;
  uncertain: boolean;
  t: EditorMessages;
  onChange(value: string): void;
}

const TYPES = { email: 'email', tel: 'tel', url: 'url' } as const;

/** One field of the resume; a field the parser was unsure of says so in its description. */
export function FieldInput({ path, kind, label, value, uncertain, t, onChange }: Props) {
  const hint = kind === 'date' ? (path.endsWith('endDate') ? t['date.endHint'] : t['date.hint']) : undefined;
  const description = [uncertain ? t['check.badge'] : undefined, hint].filter(Boolean).join(' · ') || undefined;
  const common = {
    id: fieldId(path),
    label,
    value,
    onChange,
    description,
    className: uncertain ? 'editor-field editor-field--uncertain' : 'editor-field',
  };
  if (kind === 'text') return <TextArea {...common} rows={4} />;
  return <TextField {...common} type={kind === 'email' || kind === 'tel' || kind === 'url' ? TYPES[kind] : 'text'} />;
}
