import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Boundaries that hold by themselves (docs/decisions/boundaries.md): a server module reads and
 * writes its tables only through its own repository, so no module imports another module's
 * repository (it calls a function the other module's service exposes); and no web feature
 * imports another feature (shared pieces live in src/lib and src/components). One block per
 * module and feature, each naming its own folder as the allowed one. Proven by
 * apps/server/src/lib/boundaries.test.ts on planted violations.
 */
const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const moduleBoundaries = folders('./apps/server/src/modules/').map((m) => ({
  files: [`apps/server/src/modules/${m}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(?!${m}/)[\\w-]+/repository(\\.ts)?$|(^|/)modules/(?!${m}/)[\\w-]+/repository(\\.ts)?$`,
            message: 'A module uses only its own repository: call a function the other module exposes (its service).',
          },
        ],
      },
    ],
  },
}));

const crossFeature = 'A feature does not import another feature: move the shared piece to src/lib or src/components.';
const featureBoundaries = folders('./apps/web/src/features/').flatMap((f) => [
  // A file at the top of the feature's folder: ../other is another feature.
  {
    files: [`apps/web/src/features/${f}/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: `^\\.\\./(?!${f}/)[\\w-]+(/|$)|(^|/)features/(?!${f}/)`, message: crossFeature }] },
      ],
    },
  },
  // A file one folder down (features/x/components/): ../../other is another feature.
  {
    files: [`apps/web/src/features/${f}/*/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: `^\\.\\./\\.\\./(?!${f}/)[\\w-]+(/|$)|(^|/)features/(?!${f}/)`, message: crossFeature }] },
      ],
    },
  },
]);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...moduleBoundaries,
  ...featureBoundaries,
);
