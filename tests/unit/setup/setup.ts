import '@testing-library/jest-dom/vitest';

// A fixed secret keeps lib/env from warning in every test file; tests that need another set their own.
process.env.REVALIDATE_SECRET ??= 'unit-test-revalidate-secret';
// Route tests send requests as if through a proxy on 10.x, the nearest hop of their x-forwarded-for.
process.env.TRUSTED_PROXIES ??= '10.0.0.0/8';
