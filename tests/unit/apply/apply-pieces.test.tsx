// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectField } from '@/components/apply/select-field';
import { slotError } from '@/components/apply/use-photo-slots';
import pt from '@/messages/pt.json';

const inPortuguese = (node: ReactNode) =>
  render(
    <NextIntlClientProvider locale="pt" messages={pt} timeZone="America/Sao_Paulo">
      {node}
    </NextIntlClientProvider>,
  );

describe('a photo slot’s error', () => {
  it('shows a refused file at once, an empty slot once a send was tried or the server asked, and the server’s type refusal', () => {
    const ready = { status: 'ready' as const, name: 'a.jpg', file: new File([], 'a.jpg'), previewUrl: 'blob:a', downscaled: false };
    expect(slotError({ status: 'refused', name: 'a.txt', reason: 'type' }, false, undefined)).toBe('type');
    expect(slotError({ status: 'empty' }, false, undefined)).toBeNull();
    expect(slotError({ status: 'empty' }, true, undefined)).toBe('required');
    expect(slotError({ status: 'empty' }, false, 'required')).toBe('required');
    expect(slotError(ready, true, 'type')).toBe('type');
    expect(slotError(ready, true, undefined)).toBeNull();
    expect(slotError({ status: 'checking', name: 'a.jpg' }, true, undefined)).toBeNull();
  });
});

describe('a select field of the application', () => {
  const registration = { name: 'height', onChange: async () => undefined, onBlur: async () => undefined, ref: () => undefined };
  const options = [
    { value: '170/5.7', label: '170 cm (5′7″)' },
    { value: '178/5.10', label: '178 cm (5′10″)' },
  ];

  it('is a labelled, required select with a "choose" first option and the field’s name', () => {
    inPortuguese(<SelectField id="apply-height" label="Altura" options={options} registration={registration} error={null} required placeholder="Escolha" />);
    const select = screen.getByRole('combobox', { name: /Altura/ });
    expect(select).toHaveAttribute('name', 'height');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAttribute('data-field', 'height');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Escolha', '170 cm (5′7″)', '178 cm (5′10″)']);
  });

  it('says what is wrong and marks itself invalid; without a placeholder every option is a value', () => {
    inPortuguese(<SelectField id="apply-country" label="País" options={options} registration={{ ...registration, name: 'country' }} error="Escolha uma opção." autoComplete="country" />);
    const select = screen.getByRole('combobox', { name: /País/ });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(/Escolha uma opção\./);
    expect(select).toHaveAttribute('autocomplete', 'country');
    expect(select).not.toHaveAttribute('aria-required');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});
