// One type-aware lint configuration for the whole tree (STYLE.md "Everywhere").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import drizzle from 'eslint-plugin-drizzle';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { boundariesConfig } from './eslint/boundaries.js';

/** The composition root's files, imported by nothing below them (issue 47). */
const COMPOSITION_ROOT = {
  regex: '(^|/)(app|areas|main|serve|start-projects|admin-cli)\\.ts$',
  message: 'The composition root is imported by nothing below it (issue 47).',
};
/** What a route file does not import: the tables and drizzle (issue 47: a service owns the queries). */
const QUERIES_IN_ROUTES = [
  {
    regex: '(^|/)db/schema(/|$)',
    message: 'A route declares and calls a service; the service owns the queries (issue 47).',
  },
  {
    regex: '^drizzle-orm',
    message: 'A route declares and calls a service; the service owns the queries (issue 47).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Browser-test output (traces, error pages), written while lint may run beside the tests (.ci/run).
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
      '**/migrations/**',
      'eslint.config.js',
      'eslint/**',
      '.dependency-cruiser.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read JSON answers (any) field by field; their assertions are the type check.
    files: ['**/*.test.ts', '**/e2e/**/*.ts', '**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // The service worker and the zod preset are plain JS served as is: their objects are untyped, so the
    // type-aware "unsafe" rules have nothing to check there.
    files: ['apps/web/public/sw.js', 'apps/web/public/zod-config.js'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  ...boundariesConfig,
  {
    // No import cycles anywhere (type-only imports aside: they vanish at run time).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'bench/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The composition root — the server files that build the app from every area and start it — is imported by
    // nothing below it (issue 47; docs/architecture.md): an area or a layer asks for what it needs through a port
    // or an event, never by reaching for the whole app. Tests compose what they test (exempt below).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/{app,areas,main,serve,start-projects,admin-cli}.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [COMPOSITION_ROOT] }] },
  },
  {
    // A route file declares its calls and calls a service; the service owns the queries (issue 47), so no route file
    // imports the tables or drizzle (one rule: both patterns).
    files: ['apps/server/src/modules/**/*routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [COMPOSITION_ROOT, ...QUERIES_IN_ROUTES] }],
    },
  },
  {
    // An UPDATE or DELETE through drizzle always names its rows (STYLE.md "Everywhere").
    files: ['apps/server/**/*.ts', 'bench/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    // Tests compose what they test: they may reach any layer.
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.spec.ts',
      'apps/server/src/test/**',
      'apps/web/e2e/**',
    ],
    rules: { 'boundaries/dependencies': 'off', 'no-restricted-imports': 'off' },
  },
);
