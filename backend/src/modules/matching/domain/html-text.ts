import { repairMojibake } from '../../../shared/mojibake';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
  ecirc: 'ê',
  ocirc: 'ô',
  ucirc: 'û',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  laquo: '«',
  raquo: '»',
  euro: '€',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[e.toLowerCase()] ?? whole;
  });
}

const BLOCK = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|section|article|header|footer|table|dd|dt|blockquote)\b[^>]*>/gi;

/**
 * Readable text from HTML: scripts, styles and navigation dropped, blocks on their own lines,
 * bullets kept, garbled encoding read back ("â€™" → "’", before spaces are tidied: "Â\u00a0").
 */
export function htmlToText(html: string): string {
  return repairMojibake(
    decodeEntities(
      html
        .replace(/<(script|style|noscript|svg|template|iframe)\b[\s\S]*?<\/\1>/gi, ' ')
        .replace(/<!--[\s\S]*?-->/g, ' ')
        .replace(/<li\b[^>]*>/gi, '\n• ')
        .replace(BLOCK, '\n')
        .replace(/<[^>]+>/g, ' '),
    ),
  )
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** The main content of a page: <main>, else <article>, else <body> without nav, header and footer. */
export function mainContent(html: string): string {
  const pick = (tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)<\\/${tag}>`, 'i'))?.[1];
  const body = pick('main') ?? pick('article') ?? pick('body') ?? html;
  return htmlToText(body.replace(/<(nav|header|footer|aside|form)\b[\s\S]*?<\/\1>/gi, ' '));
}
