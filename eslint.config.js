import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import compat from 'eslint-plugin-compat';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const FEATURES = readdirSync(path.join(import.meta.dirname, 'src/features'));

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
    // Plain Node scripts that run before node_modules exists (tools/setup.mjs).
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // One file-naming rule everywhere: kebab-case (components too: `steps-bar.tsx` exports StepsBar).
    files: [
      'src/**/*.{ts,tsx}',
      'widgets/**/*.ts',
      'test/**/*.{ts,tsx}',
      'fixtures/**/*.ts',
      'tools/**/*.ts',
    ],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Imports flow one way: core -> features -> widgets. Features never import each other, and no
    // module imports itself back through a cycle (a cycle makes the load order, and so the bundle, fragile).
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/core',
              from: ['./src/features', './widgets', './fixtures', './test'],
              message: 'core is shared plumbing: it imports no feature, widget, fixture or test.',
            },
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: ['./src/features', './widgets', './fixtures', './test'],
              except: [`./${feature}`],
              message: 'A feature imports core only, never another feature or a widget.',
            })),
            {
              target: './widgets',
              from: ['./fixtures', './test'],
              message: 'Shipped entries never import fixtures or tests.',
            },
          ],
        },
      ],
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
