import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // `server-only` throws outside React Server Components; unit tests exercise server modules directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/unit/setup/empty-module.ts'),
    },
  },
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup/setup.ts'],
    // next-intl's middleware imports `next/server` without the extension Node's ESM loader needs: Vite resolves it.
    server: { deps: { inline: [/next-intl\/dist\/esm\/(?:production|development)\/middleware/] } },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Node 26's own localStorage (undefined without --localstorage-file) would shadow jsdom's, which tests use.
    execArgv: ['--no-webstorage'],
  },
});
