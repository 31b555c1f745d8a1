import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', '.next-*/**', 'node_modules/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'local-panel/.data/**', 'next-env.d.ts']),
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    rules: {
      // Links and redirects go through lib/i18n/navigation so every URL is localized.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: 'Use Link from @/lib/i18n/navigation.' },
            { name: 'next/navigation', importNames: ['redirect', 'permanentRedirect', 'useRouter'], message: 'Use @/lib/i18n/navigation.' },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]);
