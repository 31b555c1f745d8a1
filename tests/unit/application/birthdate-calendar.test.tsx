// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BirthdateField } from '@/components/application/birthdate-field';
import pt from '@/messages/pt.json';

/** The calendar's field as the form holds it, with the gender radios that sit below it on a phone. */
function Field({ start = '', autoFocus = false }: { start?: string; autoFocus?: boolean }) {
  const [value, setValue] = useState(start);
  return (
    <NextIntlClientProvider locale="pt" messages={pt} timeZone="America/Sao_Paulo">
      <label htmlFor="apply-birthdate">Data de nascimento</label>
      <BirthdateField
        id="apply-birthdate"
        name="birthdate"
        locale="pt"
        value={value}
        onChange={setValue}
        onBlur={() => undefined}
        invalid={false}
        className={undefined}
        placeholder="dd/mm/aaaa"
        autoFocus={autoFocus}
      />
      <output data-testid="value">{value}</output>
      <label>
        <input type="radio" name="gender" value="woman" />
        Feminino
      </label>
    </NextIntlClientProvider>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Data de nascimento' });
const calendar = () => screen.queryByRole('dialog', { name: 'Calendário da data de nascimento' });
const value = () => screen.getByTestId('value').textContent;

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

describe('the birthdate calendar', () => {
  it('stays closed when the field is focused or tapped, and when the form sends the focus there', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<Field />);
    await user.click(field());
    expect(field()).toHaveFocus();
    expect(calendar()).toBeNull();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.tab({ shift: true });
    expect(field()).toHaveFocus();
    expect(calendar()).toBeNull();
    unmount();

    // The form focuses the birthdate after an error: the field is focused as it mounts.
    render(<Field autoFocus />);
    await waitFor(() => expect(field()).toHaveFocus());
    expect(calendar()).toBeNull();
  });

  it('opens with its button, named in the page’s language, and the focus goes to the day shown chosen', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Field start="2011/11/28" />);
    const button = screen.getByRole('button', { name: 'Abrir calendário' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(button);
    expect(calendar()).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveAttribute('aria-controls', calendar()!.id);
    await waitFor(() => expect(screen.getByRole('gridcell', { name: /28 de novembro de 2011/ })).toHaveFocus());

    // The same button closes it, now named for that.
    await user.click(screen.getByRole('button', { name: 'Fechar calendário' }));
    expect(calendar()).toBeNull();
    expect(value()).toBe('2011/11/28');
  });

  it('opens with Alt+↓ in the field, the focus staying there; ↓ alone and Enter do not open it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Field />);
    await user.click(field());
    await user.keyboard('{ArrowDown}');
    expect(calendar()).toBeNull();
    await user.keyboard('{Enter}');
    expect(calendar()).toBeNull();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(calendar()).toBeInTheDocument();
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(calendar()).toBeNull();
    await act(async () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20))));
    expect(field()).toHaveFocus();
  });

  it('Escape on a day of the calendar closes it and puts the focus back in the field', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Field start="2011/11/28" />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    await waitFor(() => expect(screen.getByRole('gridcell', { name: /28 de novembro de 2011/ })).toHaveFocus());
    await user.keyboard('{ArrowLeft}{Escape}');
    expect(calendar()).toBeNull();
    await act(async () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20))));
    expect(field()).toHaveFocus();
    expect(value()).toBe('2011/11/28');
  });

  it('closes once a whole date is typed, the focus and the date kept', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Field />);
    await user.click(field());
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(calendar()).toBeInTheDocument();

    await user.type(field(), '28/11/20');
    // Not a whole date yet: the calendar follows what is typed.
    expect(calendar()).toBeInTheDocument();
    await user.type(field(), '11');
    expect(calendar()).toBeNull();
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('28/11/2011');
    expect(value()).toBe('2011/11/28');
    // Nothing but the field's own blur follows: the focus stays for the next key.
    await act(async () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20))));
    expect(field()).toHaveFocus();
  });

  it('a tap outside the open calendar closes it and never changes the date', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Field start="2011/11/28" />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    expect(calendar()).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Feminino' }));
    expect(calendar()).toBeNull();
    expect(screen.getByRole('radio', { name: 'Feminino' })).toBeChecked();
    expect(value()).toBe('2011/11/28');
    expect(field()).toHaveValue('28/11/2011');
  });

  it('a day picked in it is the date, said in Portuguese, and the calendar closes', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Field start="2011/11/28" />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    fireEvent.click(screen.getByRole('gridcell', { name: /Escolher quinta-feira, 10 de novembro de 2011/ }));
    expect(value()).toBe('2011/11/10');
    expect(calendar()).toBeNull();
    expect(screen.getByText(/Data escolhida: quinta-feira, 10 de novembro de 2011/)).toHaveAttribute('role', 'status');
  });
});
