// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput, preloadPhoneFormat } from '@/components/application/phone-input';

// The formatter arrives only when the test says so: what a slow link does to a lazy chunk.
let release: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => {
  release = resolve;
});
vi.mock('@/lib/forms/phone', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

function Field({ initialCountry = 'BR' }: { initialCountry?: string }) {
  const [value, setValue] = useState('');
  const [country, setCountry] = useState(initialCountry);
  return (
    <>
      <label htmlFor="country">País</label>
      <select id="country" value={country} onChange={(event) => setCountry(event.target.value)}>
        <option value="BR">Brasil</option>
        <option value="PT">Portugal</option>
        <option value="US">Estados Unidos</option>
      </select>
      <label htmlFor="phone">Telefone</label>
      <PhoneInput id="phone" value={value} country={country} onValueChange={setValue} inputRef={() => undefined} />
      <output data-testid="value">{value}</output>
    </>
  );
}

type User = ReturnType<typeof userEvent.setup>;

/** The field once its formatter has arrived, as a visitor meets it after the form has loaded. */
function loadedField(initialCountry?: string) {
  release();
  preloadPhoneFormat();
  const user = userEvent.setup();
  render(<Field initialCountry={initialCountry} />);
  return { user, input: screen.getByLabelText('Telefone') };
}

/** Types a Portuguese mobile number, again until the formatter has taken Portugal's rules. */
async function typePortugueseNumber(user: User, input: HTMLElement) {
  await waitFor(async () => {
    await user.clear(input);
    await user.type(input, '912345678');
    expect(input).toHaveValue('912 345 678');
  });
}

describe('PhoneInput', () => {
  it('keeps what was typed before the formatter arrived, formats it, and keeps the focus', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByLabelText('Telefone');

    await user.type(input, '5511912345678');
    expect(input).toHaveValue('5511912345678');

    release();

    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('+55 (11) 91234-5678'));
    expect(screen.getByLabelText('Telefone')).toHaveValue('+55 (11) 91234-5678');
    expect(screen.getByLabelText('Telefone')).toHaveFocus();

    await user.type(input, '9');
    expect(input).toHaveValue('+55 (11) 91234-5678');
  });

  it('lets a Portuguese number be typed completely once Portugal is chosen, and a US one with +1', async () => {
    const { user, input } = loadedField();
    await user.selectOptions(screen.getByLabelText('País'), 'PT');
    await user.click(input);
    await typePortugueseNumber(user, input);

    await user.clear(input);
    await user.type(input, '+12015550123');
    expect(input).toHaveValue('+1 201 555 0123');
  });

  it('removes the digit before a separator on backspace instead of getting stuck', async () => {
    const { user, input } = loadedField();
    await user.click(input);
    // The formatter is there once the field starts with the country code.
    await waitFor(() => expect(input).toHaveValue('+55 '));
    // As Brazilians write it, area code first.
    await user.type(input, '1191234');
    expect(input).toHaveValue('+55 (11) 91234');
    await user.type(input, '5');
    expect(input).toHaveValue('+55 (11) 91234-5');
    await user.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('+55 (11) 9123');
  });

  it('writes a number typed for one country with its code when another country is chosen', async () => {
    const { user, input } = loadedField('PT');
    await user.click(input);
    await typePortugueseNumber(user, input);
    await user.selectOptions(screen.getByLabelText('País'), 'BR');
    expect(input).toHaveValue('+351 912 345 678');
  });

  it('starts with the chosen country\'s code on focus, reads a number typed after it in that country, and leaves nothing for a code alone', async () => {
    const { user, input } = loadedField();
    await user.click(input);
    await waitFor(() => expect(input).toHaveValue('+55 '));
    await user.type(input, '(11) 91234-5678');
    expect(input).toHaveValue('+55 (11) 91234-5678');

    await user.clear(input);
    await user.tab();
    expect(screen.getByTestId('value')).toHaveTextContent(/^$/);
    await user.click(input);
    expect(input).toHaveValue('+55 ');
    await user.selectOptions(screen.getByLabelText('País'), 'PT');
    expect(input).toHaveValue('');
    await user.click(input);
    expect(input).toHaveValue('+351 ');
    await user.type(input, '912345678');
    expect(input).toHaveValue('+351 912 345 678');
  });

  it('reads a number typed without the country code in the chosen country, every digit where it was typed', async () => {
    const { user, input } = loadedField();
    await user.click(input);
    await waitFor(() => expect(input).toHaveValue('+55 '));
    // Without the code the field starts with: as for a visitor who focused it before the form's script ran.
    await user.clear(input);
    await user.type(input, '(11) 91234-5678');
    expect(input).toHaveValue('+55 (11) 91234-5678');
    expect(input).toHaveFocus();
  });
});
