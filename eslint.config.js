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
);
