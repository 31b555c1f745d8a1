import '@testing-library/jest-dom/vitest';

// A fixed secret keeps lib/env from warning in every test file; tests that need another set their own.
process.env.REVALIDATE_SECRET ??= 'unit-test-revalidate-secret';
