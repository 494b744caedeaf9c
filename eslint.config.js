import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import layers from './scripts/check/eslint-layers.mjs';

// Layers go one way: app → screens → ui. machines/ import nothing from src/; a screen folder
// imports no other screen folder; the API layer imports machines for their types only.
const screenFolders = readdirSync(new URL('./src/screens', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// machines/<flow>/: one folder per flow (issue 23). A flow sees another only through its machines
// (*.machine.ts, what it invokes or names) and its types.ts; machines/rules and machines/*.ts are
// below every flow.
const machinesEntries = readdirSync(new URL('./machines', import.meta.url), { withFileTypes: true });
const flowFolders = machinesEntries.filter((e) => e.isDirectory() && e.name !== 'rules').map((e) => e.name);
const sharedMachines = machinesEntries.filter((e) => !flowFolders.includes(e.name)).map((e) => e.name);

// src/console/ is the support console's entry, built apart (dist-support/): nothing else in src/ imports it.
const besideConsole = readdirSync(new URL('./src', import.meta.url)).filter((name) => name !== 'console');

const zones = [
  {
    target: './machines',
    from: './src',
    message: 'machines/ imports nothing from src/ (give it an input, an actor or a type in machines/).',
  },
  { target: './src/ui', from: ['./src/screens', './src/app', './src/demo'], message: 'ui/ is below screens and app.' },
  {
    target: './src/screens',
    from: ['./src/app', './src/demo'],
    message: 'screens/ is below app: take actors and data as props.',
  },
  {
    target: './src/api',
    from: ['./src/screens', './src/ui', './src/app', './src/demo'],
    message: 'api/ is below everything that calls it.',
  },
  ...besideConsole.map((name) => ({
    target: `./src/${name}`,
    from: './src/console',
    message: "The support console's code stays out of the guarantor's bundle: only src/console/ imports it.",
  })),
  {
    target: './src/console',
    from: [
      './src/demo',
      './src/main',
      './src/App',
      './src/observability/inspector',
      './src/screens/support/InspectorPanel',
    ],
    message: 'The support console holds no demo backend, no guarantor entry and no inspector.',
  },
  {
    target: './trace-store',
    from: ['./src', './machines'],
    message: 'The trace store shares the contract (docs/trace-api.yaml) with the portal, never its code.',
  },
  ...flowFolders.map((name) => ({
    target: `./machines/${name}`,
    from: flowFolders.filter((other) => other !== name).map((other) => `./machines/${other}`),
    unless: ['^machines/[^/]+/([^/]+\\.machine|types)$'],
    message:
      "A flow imports another flow's machines (*.machine.ts) and types.ts only: a rule or helper both need goes to machines/rules.",
  })),
  ...sharedMachines.map((name) => ({
    target: `./machines/${name}`,
    from: flowFolders.map((flow) => `./machines/${flow}`),
    message: 'machines/rules and machines/*.ts are below every flow: give a rule its values as arguments.',
  })),
  ...screenFolders.map((name) => ({
    target: `./src/screens/${name}`,
    from: './src/screens',
    except: [`./src/screens/${name}`],
    message: 'A screen folder does not import another: compose screens in src/app.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'demo-public', 'node_modules', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'simple-import-sort': simpleImportSort, local: layers },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(only|skip)$/][callee.object.name=/^(it|test|describe)$/]',
          message: 'No focused or skipped tests.',
        },
      ],
      'local/layers': ['error', { zones }],
      // One import order: node built-ins, packages, our aliases (@/, @machines/, @tests/, @scripts/,
      // @trace-store/), relative.
      'simple-import-sort/imports': [
        'error',
        {
          groups: [
            ['^\\u0000'],
            ['^node:'],
            ['^@?\\w'],
            ['^@/', '^@machines/', '^@tests/', '^@scripts/', '^@trace-store/'],
            ['^\\.'],
          ],
        },
      ],
      'simple-import-sort/exports': 'error',
      // Two levels up is another area: use its alias (@/…, @machines/…, @tests/…, @scripts/…).
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../*'], message: 'Use the path alias.' }] }],
    },
  },
  {
    // machines/ knows nothing of React, the router or the DOM-bound parts of src/.
    files: ['machines/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@xstate/react', 'wouter', 'wouter/*'],
              message: 'machines/ has no React.',
            },
            { group: ['@/*'], message: 'machines/ imports nothing from src/.' },
          ],
        },
      ],
    },
  },
  {
    // The API layer may name the entity types of machines/types.ts, never run machine code.
    files: ['src/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@machines/*', '**/machines/*'],
              allowTypeImports: true,
              message: 'api/ imports machines for types only.',
            },
          ],
        },
      ],
    },
  },
  // Plain-JS config and Node scripts are outside tsconfig (no allowJs): lint them without types.
  { files: ['eslint.config.js', 'prettier.config.js', 'scripts/**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
