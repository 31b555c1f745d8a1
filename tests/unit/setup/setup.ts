import '@testing-library/jest-dom/vitest';

// A fixed secret keeps lib/config/env from warning in every test file; tests that need another set their own.
process.env.REVALIDATE_SECRET ??= 'unit-test-revalidate-secret-of-32-chars-or-more';
// Route tests sign their own form tokens with it (tests/unit/setup/form-token.ts).
process.env.FORM_TOKEN_SECRET ??= 'unit-test-form-token-secret-of-32-chars-or-more';
// A route that reaches the real outbox (no fake installed) keeps its sends in a folder of this run, never in the checkout's.
process.env.OUTBOX_DIR ??= (await import('node:path')).join((await import('node:os')).tmpdir(), `unit-outbox-${process.pid}`);
// Route tests send requests as if through a proxy on 10.x, the nearest hop of their x-forwarded-for.
process.env.TRUSTED_PROXIES ??= '10.0.0.0/8';

// findBy*/waitFor wait for code that arrives by dynamic import (swiper, the form's schema); on a loaded
// 2-core CI machine that took over the default 1 s. The assertions are unchanged; only the wait is longer.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
