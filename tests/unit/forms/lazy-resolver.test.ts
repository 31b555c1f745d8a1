import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { contactResolver } from '@/lib/forms/contact/schema';
import { lazyResolver } from '@/lib/forms/lazy-resolver';

type Values = { name: string; email: string; phone: string; message: string; website?: string; startedAt?: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const blank: Values = { name: '', email: '', phone: '', message: '' };

describe('lazyResolver', () => {
  it('fetches the schema only when the form is first validated or focused, and once', async () => {
    const load = vi.fn(async () => contactResolver as unknown as Resolver<Values, unknown, Values>);
    const validation = lazyResolver<Values, Values>(load);
    expect(load).not.toHaveBeenCalled();

    validation.preload();
    const first = await validation.resolver(blank, undefined, options);
    await validation.resolver(blank, undefined, options);

    expect(load).toHaveBeenCalledTimes(1);
    expect(Object.keys(first.errors).sort()).toEqual(['email', 'message', 'name', 'phone']);
    expect(first.errors.name?.message).toBe('required');
  });

  it('lets the values through when the schema cannot be fetched, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values, unknown, Values>>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(contactResolver as unknown as Resolver<Values, unknown, Values>);
    const validation = lazyResolver<Values, Values>(load);

    const offline = await validation.resolver(blank, undefined, options);
    expect(offline).toEqual({ values: blank, errors: {} });

    const online = await validation.resolver(blank, undefined, options);
    expect(load).toHaveBeenCalledTimes(2);
    expect(online.errors.email?.message).toBe('required');
  });
});
