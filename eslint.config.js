// Lint: TypeScript rules, React hooks rules, and the layer boundaries of ARCHITECTURE.md
// (shared imports neither api nor pwa; api and pwa never import each other).
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
          ],
        },
      ],
    },
    settings: {
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
