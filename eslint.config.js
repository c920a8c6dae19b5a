import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    // Everything generated (see .gitignore): `npm start` builds the backends into dist/, and `npm test` must lint
    // the sources only, whichever of the two ran first in this checkout.
    ignores: [
      'build/**',
      'dist/**',
      'bench-results/**',
      '.react-router/**',
      '.wrangler/**',
      'node_modules/**',
      'worker-configuration.d.ts',
      'workers/*/worker-configuration.d.ts',
      'graphql/generated.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // Loaders throw redirects (Responses) and data() results by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: 'react-router', name: ['DataWithResponseInit'] },
            { from: 'lib', name: 'Response' },
          ],
          allowThrowingUnknown: true,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.strict],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Test doubles are often async without awaiting; that is their contract, not a mistake.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: globals.node },
    // As in TypeScript: a parameter kept for its position (connect's four-parameter error handler) starts with _.
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_' }] },
  },
)
