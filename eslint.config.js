import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import compat from 'eslint-plugin-compat';
import importX from 'eslint-plugin-import-x';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(path.join(import.meta.dirname, 'src/features'));

// The auction form's five layers, lowest first: each imports only the ones before it
// (docs/architecture.md, "The auction form's folders").
const FORM = './src/features/auction-form';
const FORM_LAYERS = ['model', 'rules', 'api', 'state', 'ui'];
// The entry side at the feature's root runs in the entry chunk: no layer imports it.
const FORM_ENTRY = [`${FORM}/widget.ts`, `${FORM}/warm-first-screen.ts`];
const formZones = [
  ...FORM_LAYERS.map((layer, index) => ({
    target: `${FORM}/${layer}`,
    from: [
      ...FORM_LAYERS.slice(index + 1).map((above) => `${FORM}/${above}`),
      ...FORM_ENTRY,
      // The widget's config schema reads an api/ answer schema; state/ and ui/ read the config.
      ...(index < FORM_LAYERS.indexOf('state') ? [`${FORM}/config.ts`] : []),
    ],
    message: `auction-form imports downward only (${FORM_LAYERS.join(' ← ')}): ${layer}/ may import ${FORM_LAYERS.slice(0, index).join(', ') || 'no other layer'}.`,
  })),
  {
    target: `${FORM}/config.ts`,
    from: [`${FORM}/state`, `${FORM}/ui`, ...FORM_ENTRY],
    message: 'The widget config schema sits beside api/: it imports model/, rules/ and api/ only.',
  },
  {
    target: `${FORM}/warm-first-screen.ts`,
    from: [`${FORM}/api`, `${FORM}/state`, `${FORM}/ui`, `${FORM}/widget.ts`],
    message:
      'The entry chunk imports model/ and rules/ only: the store and the screens come with the app chunk.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'node_modules', 'coverage', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { react, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A `//` comment between JSX tags is text the customer sees, not a comment.
      'react/jsx-no-comment-textnodes': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    // One import order everywhere, so a file's dependencies read the same way in every file: Node's
    // modules, packages, the `@/` alias, then relative paths (parents before siblings), each group
    // alphabetical. Imports for their side effects alone (a stylesheet, a polyfill) are never moved:
    // their place is their meaning. `npm run format` (eslint --fix) sorts a file.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
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
      // Without this, import-x reads only .js files when it follows imports: no-cycle then sees
      // no TypeScript module and passes every cycle (test/architecture/imports.test.ts proves it bites).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
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
            ...formZones,
          ],
        },
      ],
    },
  },
  {
    // One way to write two things in the form. Its translation namespaces have one spelling each,
    // in model/namespaces.ts: a screen that names its own string can drift from the namespace its
    // chunk loads. And a component reads the store through a named selector beside its slice,
    // never the state's shape (`(state) => state.auction.title`), so a slice can change its shape
    // in one file.
    files: ['src/features/auction-form/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='useTranslation'] > Literal.arguments",
          message: 'Name the namespace with its constant from model/namespaces.ts.',
        },
        {
          selector:
            "CallExpression[callee.name='useAppSelector'] > ArrowFunctionExpression[body.type='MemberExpression']",
          message: 'Read the store through a named selector beside its slice (selectX).',
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
