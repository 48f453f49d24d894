// One lint configuration for every package (docs/conventions.md#tooling).
import js from '@eslint/js';
import { boundaryBlocks, commonRestrictions } from '@hikari/lint/boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'deploy/**',
      '.data/**',
      '.nx/**',
      '**/generated/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Files outside any package; each package's folders get theirs from boundaryBlocks below.
      'no-restricted-imports': ['error', commonRestrictions()],
    },
  },
  // Package boundaries (docs/conventions.md#boundaries); the typed hooks are defined in hooks.ts from the
  // raw ones, and the build's react-redux subset names them (library-subsets.*).
  ...boundaryBlocks(path.dirname(fileURLToPath(import.meta.url)), {
    rawHooks: [
      'shared/src/store/hooks.ts',
      'tools/webpack/library-subsets.test.ts',
      'tools/webpack/library-subsets.d.ts',
    ],
  }),
  {
    // No import cycles (docs/conventions.md#boundaries), inside a package or across packages
    // (workspace packages resolve to their sources through their exports maps).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // No function over 150 lines (issue 17): a page or a plugin that grows past it is split into
    // named parts. Copy files (content/) are data, and a test file's describe() is a list of cases.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/content/**', '**/*.test.{ts,tsx}', '**/*.e2e.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
