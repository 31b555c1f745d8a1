// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BirthdateInput } from '@/components/application/birthdate-input';
import { SelectField } from '@/components/application/select-field';
import { slotError } from '@/components/application/use-photo-slots';
import { renderInPortuguese } from '@/tests/unit/setup/in-portuguese';

const inPortuguese = renderInPortuguese;

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

  it('is a labelled, required select that reaches the page with its "choose" first option only, and the field’s name', () => {
    inPortuguese(<SelectField id="apply-height" label="Altura" list="height" locale="pt" registration={registration} error={null} required placeholder="Escolha" />);
    const select = screen.getByRole('combobox', { name: /Altura/ });
    expect(select).toHaveAttribute('name', 'height');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAttribute('data-field', 'height');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Escolha']);
  });

  it('writes its whole list in on the first tap, the "choose" option kept first', () => {
    inPortuguese(<SelectField id="apply-height" label="Altura" list="height" locale="pt" registration={registration} error={null} required placeholder="Escolha" />);
    const select = screen.getByRole('combobox', { name: /Altura/ });
    fireEvent.pointerDown(select);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(172);
    expect(options[0]).toHaveTextContent('Escolha');
    expect(options[1]).toHaveValue('30/1.0');
  });

  it('says what is wrong and marks itself invalid; the country starts on the agency’s, named in the page’s language', () => {
    inPortuguese(<SelectField id="apply-country" label="País" list="country" locale="pt" registration={{ ...registration, name: 'country' }} error="Escolha uma opção." autoComplete="country" />);
    const select = screen.getByRole('combobox', { name: /País/ });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(/Escolha uma opção\./);
    expect(select).toHaveAttribute('autocomplete', 'country');
    expect(select).not.toHaveAttribute('aria-required');
    expect(screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([['BR', 'Brasil']]);
  });
});

describe('the birthdate field before its calendar has come', () => {
  function Controlled({ start }: { start: string }) {
    const [value, setValue] = useState(start);
    return (
      <>
        <BirthdateInput id="apply-birthdate" name="birthdate" locale="pt" value={value} onChange={setValue} onBlur={() => undefined} invalid={false} className={undefined} placeholder="dd/mm/aaaa" />
        <button type="button" onClick={() => setValue('')}>start over</button>
        <button type="button" onClick={() => setValue('2007/03/10')}>bring back a draft</button>
      </>
    );
  }

  it('shows the date typed, then what the form holds when the form sets it from outside (started over, a draft brought back)', () => {
    render(<Controlled start="" />);
    const field = screen.getByRole('textbox');
    fireEvent.change(field, { target: { value: '17/04/2008' } });
    expect(field).toHaveValue('17/04/2008');

    fireEvent.click(screen.getByRole('button', { name: 'start over' }));
    expect(field).toHaveValue('');

    fireEvent.click(screen.getByRole('button', { name: 'bring back a draft' }));
    expect(field).toHaveValue('10/03/2007');

    // A date still being typed (not a whole date yet) stays as typed.
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.change(field, { target: { value: '17/04' } });
    expect(field).toHaveValue('17/04');
  });
});
