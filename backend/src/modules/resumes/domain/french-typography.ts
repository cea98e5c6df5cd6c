const NARROW_NBSP = '\u202F';

/**
 * French spacing as a typesetter sets it: a narrow no-break space before ; : ! ? and », after «, so
 * the mark never starts a line; the same before % after a number; the typographic apostrophe. Only touches prose: ":" followed by
 * something else than a space (URLs, "10:30") is left alone.
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/[ \u00A0\u202F]*([;:!?»])(?=\s|$|[)\],.])/gu, (_, mark: string, offset: number) =>
      offset === 0 ? mark : `${NARROW_NBSP}${mark}`,
    )
    .replace(/«[ \u00A0\u202F]*/gu, `«${NARROW_NBSP}`)
    .replace(/(\d)[ \u00A0]%/gu, `$1${NARROW_NBSP}%`)
    .replace(/(\p{L})'(?=\p{L})/gu, '$1’');
}
