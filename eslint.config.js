// `npm run lint`. The point is the import boundaries (issue 16): shared → site/server → nothing sideways, and the
// desktop renderer apart from the main process. Formatting is Prettier's job, not ESLint's.
import { builtinModules } from 'node:module'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'

/**
 * An import boundary: no static import, re-export or `import()` whose path matches `regex` (a relative path such as
 * `../../server/x.ts` is matched as written; top-level folder names are unique in this repo, so `(^|/)server/` is the
 * server). `no-restricted-imports` does not look at `import()`, hence the `no-restricted-syntax` twin.
 */
function boundary(files, regex, message, extra = {}) {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { paths: extra.paths ?? [], patterns: [{ regex, message }, ...(extra.patterns ?? [])] }],
      'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`, message }],
    },
  }
}

const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'))

export default defineConfig(
  { ignores: ['**/node_modules/', 'dist/', 'out/', 'release/', 'coverage/', 'test-results/', 'playwright-report/', 'data/', 'backups/'] },

  js.configs.recommended,
  tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    // Only the two classic rules: the plugin's newer React Compiler rules would rewrite working components.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    rules: {
      // `const { updatedAt, ...rest } = post` is how a field is left out.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'server/testing/**'],
    // Tests read JSON answers loosely; what they check is asserted, and the server parses every input with zod.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  // Import boundaries. A later entry for the same files replaces an earlier one's rules (as for shared/'s tests).
  boundary(['shared/**'], '(^|/)(site|server|desktop)/', 'shared/ is used by the site, the server and the desktop app: it imports none of them.'),
  // Tests in shared/ may start the real server and use its cookie-jar fetch (they never ship in a bundle).
  boundary(
    ['shared/**/*.test.{ts,tsx}'],
    '(^|/)(site/|server/(?!testing/)|desktop/(?!core/cookie-jar-fetch\\.ts$))',
    'shared/ is used by the site, the server and the desktop app: its tests import only server/testing/ from them.',
  ),
  boundary(['site/**'], '(^|/)(server|desktop)/', 'The website talks to the server over pageContext and HTTP: it imports neither server/ nor desktop/.'),
  boundary(['server/**'], '(^|/)(site|desktop)/', 'The server renders the site through Vike, not by importing site/ or desktop/.'),
  boundary(['desktop/main/**'], '(^|/)renderer/', 'The main process reaches the renderer only over IPC: it never imports desktop/renderer/.'),
  boundary(['desktop/renderer/**'], '(^|/)main/', 'The renderer is a sandboxed web page: it reaches the main process only through the preload bridge.', {
    paths: [{ name: 'electron', message: 'The renderer is sandboxed: Electron is reached only through the preload bridge.' }],
    patterns: [
      { group: ['node:*'], message: 'The renderer is a web page: no Node built-ins.' },
      // Bare names only: a relative path through a folder called `console/` is no Node built-in.
      { regex: `^(${nodeBuiltins.join('|')})(/.*)?$`, message: 'The renderer is a web page: no Node built-ins.' },
    ],
  }),
)
