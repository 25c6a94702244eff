// Lint: TypeScript rules, React hooks rules, and the walls between rooms (README, "Layout"):
// shared imports neither api nor pwa; api and pwa never import each other; inside the PWA, a feature is
// entered only through its index.ts, lib/ and components/ import no feature, and no import cycle.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const PWA_FEATURES = readdirSync('pwa/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * One zone per PWA feature: its files may import another feature only through that feature's index.ts,
 * the list of what it offers. Anything else is that feature's business, free to change without
 * breaking a neighbour.
 */
const featureZones = PWA_FEATURES.map((feature) => ({
  target: `./pwa/src/features/${feature}`,
  from: './pwa/src/features',
  except: [`./${feature}`, ...PWA_FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
  message: `Import another feature through its index.ts (@/features/<name>); add what ${feature} needs to that index.`,
}));

/** The PWA's layers: the app composes features; features, lib/, components/ and config/ never import the app. */
const pwaLayerZones = [
  {
    target: ['./pwa/src/lib', './pwa/src/components', './pwa/src/config'],
    from: './pwa/src/features',
    message: 'lib/, components/ and config/ serve every feature and import none: move the shared part here, or compose in app/.',
  },
  {
    target: ['./pwa/src/features', './pwa/src/lib', './pwa/src/components', './pwa/src/config'],
    from: './pwa/src/app',
    message: 'app/ composes the features: nothing below it imports it (page paths live in config/paths.ts).',
  },
];

const ERROR_STATUS_MESSAGE =
  "Decide by the error's code (hasErrorCode, errorCode or lib/error-kinds.ts), not its HTTP status: only pwa/src/lib/ reads an error's status.";

/** Reads of `.status` (also `?.status`, `['status']` and `const { status } = error`) on an error-like receiver. */
function errorStatusSelectors() {
  const errorName = '/^(e|err|error|failureReason|reason|cause|caught|failure|[a-z]\\w*Error)$/';
  const errorMember = '/^(error|failureReason|[a-z]\\w*Error)$/';
  const status = ":matches([property.name='status'], [property.value='status'])";
  return [
    `MemberExpression${status}[object.name=${errorName}]`,
    `MemberExpression${status}[object.property.name=${errorMember}]`,
    `VariableDeclarator[init.name=${errorName}] > ObjectPattern > Property[key.name='status']`,
    `VariableDeclarator[init.property.name=${errorMember}] > ObjectPattern > Property[key.name='status']`,
  ];
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './shared', from: './api', message: 'shared/ is isomorphic: it must not import the API.' },
            { target: './shared', from: './pwa', message: 'shared/ is isomorphic: it must not import the PWA.' },
            { target: './api', from: './pwa', message: 'The API never imports the PWA: share code through shared/.' },
            { target: './pwa', from: './api', message: 'The PWA never imports the API: share code through shared/.' },
            ...pwaLayerZones,
            ...featureZones,
          ],
        },
      ],
    },
    settings: {
      // import-x parses the imported TypeScript files itself (to follow cycles): it needs their parser.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': { typescript: true, node: true },
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'shared/ runs in the browser too: no node:* imports.' },
            { group: ['react', 'react-*', 'koa', '@koa/*', 'knex', 'pg', 'better-sqlite3'], message: 'shared/ holds framework-free code only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through pwa/src/lib/api-client.ts.' }],
      // A cycle makes load order matter and hides which room a rule belongs to.
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['pwa/src/lib/api-client.ts', 'pwa/src/sw.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  // Outside pwa/src/lib/, code decides what a failed request means by the server's machine code
  // (hasErrorCode, errorCode, lib/error-kinds.ts), never by the HTTP status of the error: one status
  // stands for several codes (409 is paid, refunded, answered...), and lib/ alone maps statuses. Only
  // error-like receivers are matched (error, err, e, failureReason, reason, cause, caught, failure, any
  // fooError, and x.error / x.failureReason), so an order's, a refund's or a payment's `.status` stays free.
  {
    files: ['pwa/src/**/*.{ts,tsx}'],
    ignores: ['pwa/src/lib/**'],
    rules: {
      'no-restricted-syntax': ['error', ...errorStatusSelectors().map((selector) => ({ selector, message: ERROR_STATUS_MESSAGE }))],
    },
  },
);
