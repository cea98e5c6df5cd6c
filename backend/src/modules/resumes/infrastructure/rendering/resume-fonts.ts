import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ResumeTemplate } from '../../domain/resume-template';

/**
 * The typefaces shipped with the app (static @fontsource cuts, not variable fonts, whose glyph
 * mapping has put spaces inside words in Chromium's PDF text layer). Each is inlined as a data:
 * URI, since the page may load nothing from anywhere. "latin" covers French (é, œ, «, U+202F);
 * "latin-ext" covers the rest of the Latin names people write on resumes.
 */
const FAMILIES: Record<ResumeTemplate, { family: string; pkg: string; prefix: string }> = {
  ats: { family: 'Source Sans 3', pkg: '@fontsource/source-sans-3', prefix: 'source-sans-3' },
  modern: { family: 'Inter', pkg: '@fontsource/inter', prefix: 'inter' },
};
const FACES = [
  { weight: 400, style: 'normal' },
  { weight: 600, style: 'normal' },
  { weight: 700, style: 'normal' },
  { weight: 400, style: 'italic' },
] as const;
const SUBSETS = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
} as const;

const cache = new Map<ResumeTemplate, string>();

/** `@font-face` rules and the family name for a template, read once per process. */
export function templateFonts(template: ResumeTemplate): { family: string; css: string } {
  const { family, pkg, prefix } = FAMILIES[template];
  let css = cache.get(template);
  if (!css) {
    const files = join(dirname(require.resolve(`${pkg}/package.json`)), 'files');
    css = FACES.flatMap(({ weight, style }) =>
      Object.entries(SUBSETS).map(([subset, range]) => {
        const data = readFileSync(join(files, `${prefix}-${subset}-${weight}-${style}.woff2`)).toString('base64');
        return (
          `@font-face{font-family:'${family}';font-style:${style};font-weight:${weight};font-display:block;` +
          `src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${range}}`
        );
      }),
    ).join('\n');
    cache.set(template, css);
  }
  return { family, css };
}
