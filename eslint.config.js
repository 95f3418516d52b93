import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const API = './apps/api/src';
const FEATURES = './apps/web/src/features';

/** One zone per web feature: a feature imports no other feature (what two need goes down to components, lib or contracts). */
const zonasFeatures = readdirSync(new URL(FEATURES, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => ({
    target: `${FEATURES}/${d.name}`,
    from: FEATURES,
    except: [`./${d.name}`],
    message: 'A feature imports no other feature: what two need goes down to components/, lib/ or packages/contracts.',
  }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/src/db/migrations/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false, attributes: false } }],
      '@typescript-eslint/require-await': 'off',
      'import/no-cycle': ['error', { maxDepth: 4 }],
      // Imports flow one way: contracts <- apps; the web never imports server code; features do not import each other.
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            { target: './packages/contracts', from: './apps' },
            { target: './apps/web', from: './apps/api' },
            { target: './apps/api', from: './apps/web' },
            { target: './apps/web/src/components', from: './apps/web/src/features' },
            { target: './apps/web/src/lib', from: './apps/web/src/features' },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            // The API's layers (docs/decisions/012-api-layout-and-authenticated-scope.md).
            {
              target: `${API}/routes`,
              from: `${API}/db`,
              message: 'Routes reach the database only through services and request.transaccion.',
            },
            {
              target: `${API}/db`,
              from: [`${API}/services`, `${API}/demo`],
              message: 'The database layer runs no business logic: services and the demo sit on top of it.',
            },
            {
              target: `${API}/plugins/external`,
              from: [`${API}/services`, `${API}/demo`],
              message: 'External plugins (db, seguridad, swagger) use no services.',
            },
            {
              target: `${API}/services`,
              from: [`${API}/routes`, `${API}/plugins`],
              message: 'Services are plain functions taking a connection: they know no routes and no plugins.',
            },
            ...zonasFeatures,
          ],
        },
      ],
    },
    settings: { 'import/ignore': ['node_modules'], 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
);
