import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // shared/ is pure: it imports neither side and does no I/O.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/client/**', '#server/*', '#client/*'], message: 'shared/ may not import server/ or client/.' },
            { group: ['node:*', 'fs', 'path', 'http', 'https', 'net', 'child_process'], message: 'shared/ does no I/O.' },
          ],
        },
      ],
    },
  },
  {
    // Vendor SDKs live behind small interfaces under server/integrations/.
    files: ['server/**/*.ts'],
    ignores: ['server/integrations/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['tesseract.js', 'unpdf', 'pdfjs-dist', '@napi-rs/canvas', 'nodemailer', '@aws-sdk/client-s3'].map((name) => ({
            name,
            message: 'Import vendor SDKs only under server/integrations/.',
          })),
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'test/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
);
