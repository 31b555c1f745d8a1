// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput } from '@/components/apply/phone-input';

// The mask library arrives only when the test says so: what a slow link does to a lazy chunk.
let release: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => {
  release = resolve;
});
vi.mock('react-imask', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

function Field() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="phone">Telefone</label>
      <PhoneInput id="phone" value={value} onValueChange={setValue} inputRef={() => undefined} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('PhoneInput', () => {
  it('keeps what was typed before the mask arrived, formats it, and keeps the focus', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const before = screen.getByLabelText('Telefone');

    await user.type(before, '5511912345678');
    expect(before).toHaveValue('5511912345678');

    release();

    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('+55 (11) 91234-5678'));
    const after = screen.getByLabelText('Telefone');
    expect(after).toHaveValue('+55 (11) 91234-5678');
    expect(after).toHaveFocus();

    await user.type(after, '9');
    expect(after).toHaveValue('+55 (11) 91234-5678');
  });
});
