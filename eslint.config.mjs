// One lint configuration for every package (CONVENTIONS.md "Tooling").
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const packages = [
  'shell',
  'mfe-apply',
  'mfe-campaign',
  'mfe-option',
  'mfe-area',
  'shared',
  'ops',
  'api',
  'e2e',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'deploy/**',
      '.data/**',
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A sibling package's sources, reached by climbing out of this one (`../../shared/src/…`);
              // a feature's own `api/` folder is not a package and stays allowed.
              group: packages.flatMap((name) => [`**/../${name}/src/**`, `**/../${name}/src`]),
              message:
                'Import another package through @hikari/shared or a federation-exposed module, never by a relative path (CONVENTIONS.md "Boundaries").',
            },
          ],
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use useAppSelector / useAppDispatch from @hikari/shared/store.',
            },
          ],
        },
      ],
    },
  },
  {
    // The typed hooks are defined here from the raw ones.
    files: ['shared/src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
