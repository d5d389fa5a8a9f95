// ESLint with type information (typescript-eslint) over the whole tree, and React's hook rules (with the React
// Compiler's checks) over the client: the rules that find bugs the compiler does not (a promise nobody waits for or
// one passed where a plain function is expected, an await of something that is not a promise, a throw or rejection of
// something that is not an Error, a hook called where React cannot count it, an effect that reads a value it does not
// list, a render that writes or reads a ref, or sets state from an effect). The type-aware rules are a chosen part of
// recommendedTypeChecked, the ones about promises, errors and dead code; the rest of it (the no-unsafe-* family about
// values typed any, and matters of style) is not turned on. `npm test` runs it.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
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
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      // TanStack Router's redirect() and notFound() are thrown on purpose: the router catches them.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }],
          allowRethrowing: true,
        },
      ],
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/no-array-delete': 'error',
      '@typescript-eslint/no-duplicate-type-constituents': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // The offline AI package is being reworked: its unused names and needless assertions are fixed after that lands.
    files: ['packages/offline-ai/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off', '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // A missing effect dependency is a stale value on screen: an error, not a warning nobody reads.
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },
  // Browser tests wait on conditions, never on the clock, and assert with Playwright's retrying expect
  // (docs/testing.md, "How a browser test waits and asserts").
  {
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message: 'A fixed sleep: wait on what the page shows or sends instead (docs/testing.md).',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='setTimeout']",
          message: 'A fixed sleep: wait on what the page shows or sends instead (docs/testing.md).',
        },
        ...[
          // The value asserted (the first argument) read once from the page, awaited as it is or inside an expression.
          // A function there is Playwright's own retrying block (expect(async () => …).toPass()): its reads run again.
          'CallExpression[callee.name=/^(expect|check)$/] > AwaitExpression:first-child > CallExpression',
          'CallExpression[callee.name=/^(expect|check)$/] > :first-child:not(ArrowFunctionExpression, FunctionExpression) AwaitExpression > CallExpression',
        ].map((path) => ({
          selector: `${path}[callee.property.name=/^(isVisible|isHidden|isEnabled|isDisabled|isChecked|isEditable|count|getAttribute|inputValue|textContent|innerText|innerHTML)$/]`,
          message:
            'A one-time read of the page: use the web-first assertion that waits (toBeVisible, toHaveCount, toHaveAttribute, toHaveValue, toHaveText, toBeChecked…).',
        })),
      ],
    },
  },
);
