// ESLint for the whole repository (backend, frontend, e2e, scripts, contracts), run by `npm run lint`
// and by `npm test` (the lint suite). Formatting is Prettier's job (.prettierrc.json): no style rules here.
//
// Rules: typescript-eslint's recommended set without type information (the whole type-checked set
// would cost minutes on a shared machine), plus rules that catch real bugs, three of which need types
// (promises left floating or misused). Where a rule is wrong for this code base it is configured
// below with the reason, rather than disabled line by line.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = '**/*.{ts,tsx,mts,cts}';

export default tseslint.config(
  {
    // Build output, tools, data, reports and generated files.
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.astro',
      '**/.astro/**',
      '.data/**',
      '.tools/**',
      '.nx/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.scratch-render/**',
      'backend/test/fixtures/**',
      'e2e/fixtures/**',
      'frontend/public/**',
      '**/migrations/.snapshot-*.json',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // Real bugs the recommended sets leave out.
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-return-assign': 'error',
      'no-self-compare': 'error',
      'no-template-curly-in-string': 'error',
      'no-unmodified-loop-condition': 'error',
      'no-unreachable-loop': 'error',
      'no-constructor-return': 'error',
      'array-callback-return': 'error',
      'no-useless-concat': 'error',
      'prefer-const': ['error', { destructuring: 'all' }],
      'no-var': 'error',
      'object-shorthand': ['error', 'properties'],
      // Prettier decides line breaks, and its chains (`request(app)\n  [method](path)`) trip this rule.
      'no-unexpected-multiline': 'off',
    },
  },
  {
    files: [TS],
    rules: {
      // `_`-prefixed names mark an argument or element kept for its position (Nest hooks, tuple slots).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // TypeScript already reports undefined names, and knows type-only globals ESLint's scope analysis does not.
      'no-undef': 'off',
    },
  },
  {
    // CommonJS configuration files (jest, dependency-cruiser).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // Frontend: React islands and browser code. Hooks and accessibility rules apply to every island.
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Hooks live in .ts files too (features/*/hooks).
    files: ['frontend/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // The plugin object itself (not the one inside flatConfigs) because the Astro configs below register it too.
    files: ['frontend/src/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    languageOptions: jsxA11y.flatConfigs.strict.languageOptions,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // The kit's components take autoFocus only inside dialogs, where focus must move (WAI-ARIA: an alert
      // dialog focuses its least destructive action); a bare DOM element with autoFocus is still reported.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // One way to talk to the API (docs/architecture.md, Frontend): token, language, typed errors and retries live in lib/api.
    files: ['frontend/src/**/*.{ts,tsx,astro}'],
    ignores: ['frontend/src/lib/api/**'],
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through frontend/src/lib/api.' }] },
  },
  // .astro pages and components: the Astro plugin's recommended rules and its jsx-a11y rules on the markup.
  ...astro.configs['flat/recommended'],
  ...astro.configs['flat/jsx-a11y-strict'],

  {
    // Promises nobody awaits lose their errors (an unhandled rejection stops Node) and their order.
    // These need type information: only the code in a tsconfig project (.astro frontmatter is not).
    files: ['backend/src/**/*.ts', 'backend/test/**/*.ts', 'frontend/src/**/*.{ts,tsx}', 'contracts/src/**/*.ts'],
    ignores: ['**/*.astro/*'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Async callbacks handed to emitters, timers and JSX handlers here catch their own errors; the rule still
      // reports a promise used as a condition or spread.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },

  {
    // Benchmarks and evaluations read third-party corpora (JSON Resume, RenderCV YAML) whose shape is not ours.
    files: ['backend/bench/**', 'backend/eval/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
