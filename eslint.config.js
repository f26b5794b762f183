import js from '@eslint/js';
import compat from 'eslint-plugin-compat';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'node_modules', 'coverage', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    // Imports flow one way: core -> features -> widgets. Features never import each other.
    files: ['src/core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/features/**', '**/widgets/**'] }],
    },
  },
  {
    // Browser APIs in shipped code against package.json's browserslist (docs/browser-support.md).
    // An API beyond the line needs a fallback behind a check, or a deliberate polyfill listed here.
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.ts'],
    plugins: { compat },
    settings: { polyfills: [] },
    rules: { 'compat/compat': 'error' },
  },
);
