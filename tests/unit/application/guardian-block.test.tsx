// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationForm } from '@/components/application/application-form';
import { GUARDIAN_SCRIPT } from '@/components/application/guardian-script';
import { birthdateSide } from '@/lib/forms/application/guardian';
import type { UploadResult } from '@/lib/forms/application/upload';
import pt from '@/messages/pt.json';

const uploadForm = vi.fn<(url: string, body: FormData, onProgress: (fraction: number) => void) => Promise<UploadResult>>();
vi.mock('@/lib/forms/application/upload', async (original) => ({
  ...(await original<typeof import('@/lib/forms/application/upload')>()),
  uploadForm: (url: string, body: FormData, onProgress: (fraction: number) => void) => uploadForm(url, body, onProgress),
}));
vi.mock('@/components/forms/fetch-form-token', () => ({ fetchFormToken: async () => 'fresh-token' }));

const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]);
const SHOWN = /Menor de 18 anos: a parte do responsável apareceu/;
const HIDDEN = /18 anos ou mais/;
const PENDING = /Quem tem menos de 18 anos se inscreve com a mãe, o pai ou o responsável legal: a parte dele aparece aqui/;

const form = () => (
  <NextIntlClientProvider locale="pt" messages={pt} timeZone="America/Sao_Paulo">
    <ApplicationForm locale="pt" formToken="rendered-token" noticeSeal={null} />
  </NextIntlClientProvider>
);

/** dd/MM/yyyy of someone `years` old, their birthday `daysAgo` days ago. */
function bornYearsAgo(years: number, daysAgo = 30): string {
  const day = new Date();
  day.setDate(day.getDate() - daysAgo);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(day.getDate())}/${pad(day.getMonth() + 1)}/${day.getFullYear() - years}`;
}

const block = () => screen.queryByRole('group', { name: 'Mãe, pai ou responsável legal' });
const father = () => screen.queryByRole('textbox', { name: 'Nome do responsável' });
const guardianName = () => screen.queryByRole('textbox', { name: 'Responsável: nome completo' });
const statusTexts = () => screen.queryAllByRole('status').map((status) => status.textContent ?? '');
const birthdate = () => screen.getByLabelText(/^Data de nascimento/);

beforeAll(async () => {
  await import('@/lib/forms/application/schema');
});
beforeEach(() => {
  uploadForm.mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  window.scrollTo = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
  window.matchMedia = vi.fn((query: string) => ({ matches: false, media: query }) as MediaQueryList);
});
afterEach(() => {
  window.localStorage.clear();
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});
vi.setConfig({ testTimeout: 60_000 });

/** A date put in the field at once, in place of the one there (as a paste, or a phone's autofill), then on to the next field; '' clears it. */
async function typeDate(user: ReturnType<typeof userEvent.setup>, text: string) {
  const field = birthdate() as HTMLInputElement;
  await user.click(field);
  if (text) {
    field.setSelectionRange(0, field.value.length);
    await user.paste(text);
  } else {
    await user.clear(field);
  }
  await user.tab();
}

describe('the guardian’s part, once the form is the script’s', () => {
  it('without a birthdate, a line says it comes for applicants under 18; it appears only for a minor’s date, in place of the adult’s field', async () => {
    const user = userEvent.setup({ delay: null });
    render(form());
    expect(block()).toBeNull();
    expect(screen.getByText(PENDING)).toBeInTheDocument();
    expect(father()).toBeInTheDocument();

    await typeDate(user, bornYearsAgo(19));
    expect(block()).toBeNull();
    expect(screen.queryByText(PENDING)).toBeNull();
    expect(father()).toBeInTheDocument();

    await typeDate(user, bornYearsAgo(15));
    expect(block()).toBeInTheDocument();
    expect(guardianName()).toBeInTheDocument();
    expect(father()).toBeNull();
    expect(screen.queryByText(PENDING)).toBeNull();
    expect(statusTexts().some((text) => SHOWN.test(text))).toBe(true);
  });

  it('a cleared date hides the part without saying the applicant is 18 or over; a move from a minor’s date to an adult’s says so', async () => {
    const user = userEvent.setup({ delay: null });
    render(form());
    await typeDate(user, bornYearsAgo(15));
    expect(block()).toBeInTheDocument();

    await typeDate(user, '');
    expect(block()).toBeNull();
    expect(screen.getByText(PENDING)).toBeInTheDocument();
    expect(father()).toBeInTheDocument();
    expect(statusTexts().some((text) => HIDDEN.test(text))).toBe(false);
    expect(statusTexts().some((text) => SHOWN.test(text))).toBe(false);

    await typeDate(user, bornYearsAgo(15));
    await typeDate(user, bornYearsAgo(20));
    expect(block()).toBeNull();
    expect(statusTexts().some((text) => HIDDEN.test(text))).toBe(true);
  });

  it('after a minor’s application is sent and the form starts over, nothing says the applicant is 18 or over', async () => {
    uploadForm.mockResolvedValue({ kind: 'answer', status: 202, body: { ok: true, pending: 'guardian', days: 7 }, retryAfterSeconds: null });
    const user = userEvent.setup({ delay: null });
    render(form());
    await user.type(screen.getByRole('textbox', { name: /Nome completo/ }), 'Bia Lopes');
    await typeDate(user, bornYearsAgo(15));
    await user.click(screen.getByRole('radio', { name: 'Feminino' }));
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'bia@example.com');
    await user.click(screen.getByRole('combobox', { name: /Altura/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Altura/ }), '168/5.6');
    for (const [index, slot] of ['Foto #1', 'Foto #2', 'Foto #3', 'Foto #4'].entries()) {
      await user.upload(screen.getByLabelText(new RegExp(slot)), new File([GIF], `photo-${index + 1}.gif`, { type: 'image/gif' }));
    }
    await waitFor(() => expect(screen.getAllByRole('img', { name: /Prévia da foto/ })).toHaveLength(4));
    await user.click(screen.getByRole('checkbox', { name: /autorizo a agência/ }));
    await user.type(guardianName()!, 'Joana Lopes');
    await user.click(screen.getByRole('radio', { name: 'Mãe' }));
    await user.type(screen.getByRole('textbox', { name: 'Responsável: e-mail' }), 'joana@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Responsável: telefone / WhatsApp' }), '11987654321');
    await user.click(screen.getByRole('checkbox', { name: /Sou a mãe de Bia Lopes/ }));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));
      expect(await screen.findByRole('button', { name: 'Enviado' })).toBeInTheDocument();
      // The sent state lasts a moment, then the form starts over, empty.
      await act(async () => vi.advanceTimersByTimeAsync(3_000));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(birthdate()).toHaveValue(''));
    await waitFor(() => expect(block()).toBeNull(), { timeout: 3_000 });
    expect(screen.getByText(PENDING)).toBeInTheDocument();
    expect(statusTexts().some((text) => HIDDEN.test(text))).toBe(false);
  });
});

describe('the guardian’s part on the server’s page', () => {
  it('holds both parts and the line, each marked for the styles; the form taking it over removes only what the date rules out', async () => {
    const html = renderToString(form());
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const guardian = container.querySelector('#apply-guardian');
    const line = container.querySelector('[data-until-script="pending"]');
    const adult = container.querySelector('[data-until-script="adult"]');
    expect(guardian).toHaveAttribute('data-until-script', 'guardian');
    expect(line).toHaveTextContent(PENDING);
    expect(adult?.querySelector('input[name="father"]')).not.toBeNull();

    await act(async () => {
      hydrateRoot(container, form());
    });
    // No date: the part, hidden by the styles all along, leaves; the line and the adult's field stay the same elements.
    await waitFor(() => expect(container.querySelector('#apply-guardian')).toBeNull());
    expect(container.querySelector('[data-until-script]')).toBeNull();
    expect(container.contains(line)).toBe(true);
    expect(container.contains(adult)).toBe(true);
    container.remove();
  });

  it('its early script shows the part for a minor’s date typed before the form’s script, reading dates as the form does', () => {
    const html = renderToString(form());
    document.body.innerHTML = html;
    new Function(GUARDIAN_SCRIPT)();
    const input = document.querySelector<HTMLInputElement>('input[name="birthdate"]')!;
    const minorRule = () => [...document.head.querySelectorAll('style')].some((style) => style.textContent?.includes("[data-until-script='guardian']{display:flex}"));
    const today = new Date();
    const dates = [bornYearsAgo(15), bornYearsAgo(18, 0), bornYearsAgo(18, -1), bornYearsAgo(17, 1), bornYearsAgo(40), '', '17/04', '31/02/2010', '1/2/2015', '29/02/2012', bornYearsAgo(-2)];
    for (const typed of dates) {
      input.value = typed;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      expect(minorRule(), typed).toBe(birthdateSide(typed, today) === 'minor');
    }
    document.body.innerHTML = '';
  });
});
