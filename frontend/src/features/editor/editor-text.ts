import { format, type Messages } from '../../i18n';
import type { ListSection } from './editor-model';

export type EditorMessages = Messages<'editor'>;

/** A field's label: the section's own word when it has one ("Company" for work.name), else the general one. */
export function fieldLabel(t: EditorMessages, section: ListSection | 'basics', key: string): string {
  const table = t as Record<string, string>;
  return table[`field.${section}.${key}`] ?? table[`field.${key}`] ?? key;
}

export const fill = (message: string, values: Record<string, string | number>) => format(message, values);
