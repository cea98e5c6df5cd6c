/** Lower case without accents: "Expérience" → "experience". The one comparison key for EN/FR text. */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
