/**
 * Text whose UTF-8 bytes were once read as Latin-1 or Windows-1252 and saved again, a common
 * scar of copied and scraped job postings: "industryâ€™s" for "industry’s", "Ã©quipe" for
 * "équipe". Ten of the 27 real postings of our corpus carry it; the keyword reader then sees
 * "industryâs cutting edge" and the user a garbled job.
 */

// Windows-1252 puts printable characters where Latin-1 has C1 controls: the byte each stands for.
// prettier-ignore
const CP1252_BYTES = new Map<string, number>(
  Object.entries({
    '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a,
    '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97,
    '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
  }),
);

// A UTF-8 lead byte read as one character, then the continuation bytes (0x80–0xBF) it needs.
// Two-byte sequences only from the leads of Latin text (Â, Ã, Å: "Â«", "Ã©", "Å“" for œ): after
// another capital a curly quote or a dash is real text ("CAFÉ–BAR", "‘RÉSUMÉ’").
const CONTINUATION = `[\\u0080-\\u00bf${[...CP1252_BYTES.keys()].join('')}]`;
const GARBLED = new RegExp(`[ÂÃÅ]${CONTINUATION}|[\\u00e0-\\u00ef]${CONTINUATION}{2}|[\\u00f0-\\u00f4]${CONTINUATION}{3}`, 'g');

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Each garbled sequence read back as the one character it was ("â€™" → "’"); a sequence that is
 * not valid UTF-8 once turned back into bytes is left alone, so real text ("Ça", "très") stays.
 */
export function repairMojibake(text: string): string {
  return text.replace(GARBLED, (sequence) => {
    const bytes = Uint8Array.from([...sequence].map((ch) => CP1252_BYTES.get(ch) ?? ch.charCodeAt(0)));
    try {
      const decoded = UTF8.decode(bytes);
      return [...decoded].length === 1 ? decoded : sequence;
    } catch {
      return sequence;
    }
  });
}
