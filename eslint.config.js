import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layers go one way: app → screens → ui. machines/ import nothing from src/; a screen folder
// imports no other screen folder; the API layer imports machines for their types only.
const screenFolders = readdirSync(new URL('./src/screens', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
  ...screenFolders.map((name) => ({
    target: `./src/screens/${name}`,
    from: './src/screens',
    except: [`./${name}`],
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
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
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
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index'], 'type'],
          pathGroups: [
            { pattern: '@{machines,tests}/**', group: 'internal' },
            { pattern: '@/**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      // Two levels up is another area: use its alias (@/…, @machines/…, @tests/…).
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
