// `npm run lint`. The point is the import boundaries: shared → site/server → nothing sideways, and the
// desktop renderer apart from the main process. Formatting is Prettier's job, not ESLint's.
import { readdirSync } from 'node:fs'
import { builtinModules } from 'node:module'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'

/**
 * Import boundaries: no static import, re-export or `import()` whose path matches one of `zones`' regexes (a relative
 * path such as `../../server/x.ts` is matched as written; top-level folder names are unique in this repo, so
 * `(^|/)server/` is the server). `no-restricted-imports` does not look at `import()`, hence the `no-restricted-syntax` twin.
 */
function zone(files, zones, extra = {}) {
  return {
    files,
    ...(extra.ignores ? { ignores: extra.ignores } : {}),
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: extra.paths ?? [], patterns: [...zones.map(([regex, message]) => ({ regex, message })), ...(extra.patterns ?? [])] },
      ],
      'no-restricted-syntax': [
        'error',
        ...zones.map(([regex, message]) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`, message })),
        ...(extra.syntax ?? []),
      ],
    },
  }
}

function boundary(files, regex, message, extra = {}) {
  return zone(files, [[regex, message]], extra)
}

const sharedBoundary = ['(^|/)(site|server|desktop)/', 'shared/ is used by the site, the server and the desktop app: it imports none of them.']

// The console's folders: what every feature may use, the frame, and the features (every other folder, listed by
// features.ts). A feature reaches another only through that one's index.ts; nothing but the shell reaches shell/.
const CONSOLE_LIBRARIES = ['console', 'forms', 'i18n', 'ui']
const CONSOLE_FEATURES = readdirSync(new URL('shared/admin/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shell' && !CONSOLE_LIBRARIES.includes(entry.name))
  .map((entry) => entry.name)
const libraries = `(${CONSOLE_LIBRARIES.join('|')})/`
const consoleZones = {
  shell: ['(^|/)shell/', 'shell/ is the frame of the console: a feature uses what it shares from console/, forms/, ui/ and i18n/.'],
  internals: [
    `^\\.\\./(?!${libraries}|shell/)[a-z-]+/(?!index\\.ts$|[a-z-]+\\.css$)`,
    'A feature reaches another only through its index.ts (what it offers the others), never its internals.',
  ],
  features: [
    `^\\.\\./(?!${libraries}|shell/)[a-z-]+/`,
    'console/, forms/, ui/ and i18n/ are what every feature uses: they import no feature and not the shell.',
  ],
  // '#shared/admin/…' would walk around the rules above, which read a folder's relative address.
  alias: ['^#shared/admin/', 'Inside the console a folder reaches another by its relative address (../<folder>/), which the zone rules read.'],
  shellReach: [
    `^\\.\\./(?!${libraries})[a-z-]+/(?!(index|feature)\\.ts$|[a-z-]+\\.css$)`,
    'The shell reaches a feature through its feature.ts entry (or index.ts), never its internals.',
  ],
}

/**
 * The store's door (decision 044): outside server/store/, code reads and writes the data through its collection's
 * functions (server/store/<collection>.ts), never `store.data` or `store.update`, so that every write is one the
 * store module names, and another backend could sit behind the same functions. Tests may look inside.
 */
const storeDoor =
  'Outside server/store/, the data is reached through its collection’s functions (server/store/<collection>.ts), not store.data or store.update.'
const storeReach = ['data', 'update'].flatMap((member) => [
  { selector: `MemberExpression[property.name='${member}'][object.name='store']`, message: storeDoor },
  { selector: `MemberExpression[property.name='${member}'][object.type='MemberExpression'][object.property.name='store']`, message: storeDoor },
])
const serverBoundary = ['(^|/)(site|desktop)/', 'The server renders the site through Vike, not by importing site/ or desktop/.']

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
  boundary(['shared/**'], ...sharedBoundary),
  // The console's zones (decision 035); shared/'s own boundary holds there too.
  zone(
    CONSOLE_FEATURES.map((feature) => `shared/admin/${feature}/**`),
    [sharedBoundary, consoleZones.shell, consoleZones.internals, consoleZones.alias],
  ),
  zone(
    CONSOLE_LIBRARIES.map((folder) => `shared/admin/${folder}/**`),
    [sharedBoundary, consoleZones.shell, consoleZones.features, consoleZones.alias],
  ),
  zone(['shared/admin/shell/**'], [sharedBoundary, consoleZones.shellReach, consoleZones.alias]),
  // Tests in shared/ may start the real server and use its cookie-jar fetch (they never ship in a bundle).
  boundary(
    ['shared/**/*.test.{ts,tsx}'],
    '(^|/)(site/|server/(?!testing/)|desktop/(?!core/cookie-jar-fetch\\.ts$))',
    'shared/ is used by the site, the server and the desktop app: its tests import only server/testing/ from them.',
  ),
  // An import cycle makes the order modules run in depend on which is imported first, and keeps a lazily loaded
  // screen from being a chunk of its own. Type-only imports do not count: they are gone at run time.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  boundary(['site/**'], '(^|/)(server|desktop)/', 'The website talks to the server over pageContext and HTTP: it imports neither server/ nor desktop/.'),
  boundary(['server/**'], ...serverBoundary),
  boundary(['server/**'], ...serverBoundary, { ignores: ['server/store/**', 'server/testing/**', '**/*.test.{ts,tsx}'], syntax: storeReach }),
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
