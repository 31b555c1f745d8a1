// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_RESET_MS, ContactForm } from '@/components/contact/contact-form';
import pt from '@/messages/pt.json';

const fetchMock = vi.fn<typeof fetch>();
// The form asks GET /api/form-token for a fresh token once it is on screen (components/forms/use-form-guard.ts).
const fetchFormToken = vi.fn<() => Promise<string | null>>();
vi.mock('@/components/forms/fetch-form-token', () => ({ fetchFormToken: () => fetchFormToken() }));

function renderForm() {
  return render(
    <NextIntlClientProvider locale="pt" messages={pt} timeZone="America/Sao_Paulo">
      <ContactForm agencyEmail="contato@agencia.example" formToken="rendered-token" />
    </NextIntlClientProvider>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
/** Draws the form, fills it in as a visitor would and presses Send; the visitor, for what comes next. */
async function sendFilledForm() {
  const user = userEvent.setup();
  renderForm();
  await fillValid(user);
  await user.click(sendButton());
  return user;
}

const sendButton = () => screen.getByRole('button', { name: /^(Enviar|Enviando|Enviado)$/ });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Nome'), 'Beatriz Conceição');
  await user.type(field('E-mail'), 'beatriz@example.com');
  await user.type(field('Telefone'), '+55 21 99876-5432');
  await user.type(field('Mensagem'), 'Olá!{Enter}Tudo bem?');
}

// The form fetches its schema on first use (lib/forms/lazy-resolver.ts); transforming that module
// once here keeps vitest's compile time out of the first test's waits.
beforeAll(async () => {
  await import('@/lib/forms/contact/schema');
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchFormToken.mockReset();
  fetchFormToken.mockResolvedValue('fresh-token');
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('marks every empty field invalid with a text, focuses the first and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.click(sendButton());

    // The schema arrives with the first validation (lazy-resolver.ts), so the verdict is a moment later.
    await waitFor(() => expect(field('Nome')).toHaveFocus());
    expect(field('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nome')).toHaveAccessibleDescription('Informe seu nome.');
    expect(field('E-mail')).toHaveAccessibleDescription('Informe seu e-mail.');
    expect(field('Telefone')).toHaveAccessibleDescription(/Informe um telefone para contato\./);
    expect(field('Mensagem')).toHaveAccessibleDescription('Escreva sua mensagem.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves to the next field on Enter in a single-line field instead of sending', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.type(field('Nome'), 'Beatriz{Enter}');
    expect(field('E-mail')).toHaveFocus();
    await user.type(field('E-mail'), 'b@example.com{Enter}');
    expect(field('Telefone')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the four fields, the honeypot, the fresh form token and a submission id to the locale endpoint', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }, { status: 201 }));
    await sendFilledForm();

    await waitFor(() => expect(sendButton()).toHaveTextContent('Enviado'));
    const [url, init] = fetchMock.mock.calls[0]!;
    // The fresh token goes in the head of the request (the query), never in the body the server reads after it.
    expect(url).toBe('/api/contact/pt?t=fresh-token');
    const body = init?.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      name: 'Beatriz Conceição',
      email: 'beatriz@example.com',
      phone: '+55 21 99876-5432',
      message: 'Olá!\nTudo bem?',
      website: '',
      submissionId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Enviado com sucesso.');
  });

  it('empties the form and returns to idle 2.5 s after a successful send', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }, { status: 201 }));
    await sendFilledForm();
    await waitFor(() => expect(sendButton()).toHaveTextContent('Enviado'));
    expect(field('Nome')).toHaveValue('Beatriz Conceição');

    await waitFor(() => expect(sendButton()).toHaveTextContent('Enviar'), { timeout: CONTACT_RESET_MS + 2_000 });
    for (const name of ['Nome', 'E-mail', 'Telefone', 'Mensagem']) {
      expect(field(name)).toHaveValue('');
      expect(field(name)).toHaveAttribute('aria-invalid', 'false');
    }
  });

  it('shows a message kept safe for the agency (202) as sent, like one the panel took at once', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }, { status: 202 }));
    await sendFilledForm();

    await waitFor(() => expect(sendButton()).toHaveTextContent('Enviado'));
    expect(screen.getByRole('status')).toHaveTextContent('Enviado com sucesso.');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('says clearly that a failed send did not go, keeps the text and allows another try', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'upstream' }, { status: 502 }));
    const user = await sendFilledForm();

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Sua mensagem não foi enviada.'));
    expect(alert).toHaveTextContent('contato@agencia.example');
    expect(field('Mensagem')).toHaveValue('Olá!\nTudo bem?');
    expect(sendButton()).toHaveTextContent('Enviar');

    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }, { status: 201 }));
    await user.click(sendButton());
    await waitFor(() => expect(sendButton()).toHaveTextContent('Enviado'));
    expect(alert).toBeEmptyDOMElement();
  });

  it('keeps the text and names the wait when the endpoint answers 429', async () => {
    fetchMock.mockResolvedValue(Response.json({ error: 'rate_limited' }, { status: 429, headers: { 'Retry-After': '42' } }));
    await sendFilledForm();

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Tente de novo em 42 segundos.'));
    expect(field('Nome')).toHaveValue('Beatriz Conceição');
  });

  it('shows the server’s field codes as texts and focuses the first field it refused', async () => {
    fetchMock.mockResolvedValue(Response.json({ errors: { email: 'email' } }, { status: 422 }));
    await sendFilledForm();

    await waitFor(() => expect(field('E-mail')).toHaveFocus());
    expect(field('E-mail')).toHaveAccessibleDescription('Informe um e-mail válido, como nome@exemplo.com.');
    expect(field('Mensagem')).toHaveValue('Olá!\nTudo bem?');
  });

  it('keeps the submission id across a retry of the same send and starts a new one after a success', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'upstream' }, { status: 502 }));
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }, { status: 201 }));
    const user = await sendFilledForm();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sua mensagem não foi enviada.'));
    await user.click(sendButton());
    await waitFor(() => expect(sendButton()).toHaveTextContent('Enviado'));
    await waitFor(() => expect(sendButton()).toHaveTextContent('Enviar'), { timeout: CONTACT_RESET_MS + 2_000 });
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }, { status: 201 }));
    await fillValid(user);
    await user.click(sendButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));

    const ids = fetchMock.mock.calls.map(([, init]) => (init?.body as FormData).get('submissionId'));
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('sends the token rendered with the page when no fresh one comes, and fetches another after an expired answer', async () => {
    fetchFormToken.mockResolvedValueOnce(null).mockResolvedValue('newer-token');
    fetchMock.mockResolvedValueOnce(Response.json({ errors: { _form: 'expired' } }, { status: 422 }));
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }, { status: 201 }));
    const user = await sendFilledForm();

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('o formulário ficou aberto tempo demais'));
    expect(field('Mensagem')).toHaveValue('Olá!\nTudo bem?');
    await user.click(sendButton());
    await waitFor(() => expect(sendButton()).toHaveTextContent('Enviado'));
    const tokens = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('t'));
    expect(tokens).toEqual(['rendered-token', 'newer-token']);
    // A post without the script goes to the form's action, which carries the newest token too.
    expect(document.querySelector('form')).toHaveAttribute('action', '/api/contact/pt?t=newer-token');
  });
});
