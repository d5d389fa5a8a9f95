// ESLint with type information (typescript-eslint) over the whole tree, and React's rules of hooks over the client:
// the rules that find bugs the compiler does not (a promise nobody waits for, an await of something that is not one, a
// hook called where React cannot count it). `npm test` runs it. Rules with findings still open in the code (promises
// passed where a plain function is expected, effect dependencies, unused names) join once those are fixed.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'packages/*/dist/**',
      'test-results/**',
      'playwright-report/**',
      'src/routeTree.gen.ts',
      'worker-configuration.d.ts',
      'packages/client/src/api.generated.ts',
      // Type-checked against the built client by its own test (tsconfig.json leaves it out).
      'scripts/example.ts',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      '@typescript-eslint/no-array-delete': 'error',
      '@typescript-eslint/no-duplicate-type-constituents': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error' },
  },
  // Browser tests wait on conditions, never on the clock, and assert with Playwright's retrying expect
  // (docs/testing.md, "How a browser test waits and asserts").
  {
    files: ['tests/e2e/**/*.ts'],
    // Still to be moved over (their fixed sleeps and one-time reads); each leaves this list when it is.
    ignores: [
      'tests/e2e/{i18n-editor,modals}.e2e.ts',
    ],
    rules: {
      'no-restricted-properties': ['error', { property: 'waitForTimeout', message: 'A fixed sleep: wait on what the page shows or sends instead (docs/testing.md).' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='setTimeout']", message: 'A fixed sleep: wait on what the page shows or sends instead (docs/testing.md).' },
        ...[
          // The value asserted (the first argument) read once from the page, awaited as it is or inside an expression.
          'CallExpression[callee.name=/^(expect|check)$/] > AwaitExpression:first-child > CallExpression',
          'CallExpression[callee.name=/^(expect|check)$/] > :first-child AwaitExpression > CallExpression',
        ].map((path) => ({
          selector: `${path}[callee.property.name=/^(isVisible|isHidden|isEnabled|isDisabled|isChecked|isEditable|count|getAttribute|inputValue|textContent|innerText|innerHTML)$/]`,
          message: 'A one-time read of the page: use the web-first assertion that waits (toBeVisible, toHaveCount, toHaveAttribute, toHaveValue, toHaveText, toBeChecked…).',
        })),
      ],
    },
  },
);
