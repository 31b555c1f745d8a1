// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationForm } from '@/components/application/application-form';
import { DRAFT_KEY } from '@/lib/forms/application/draft';
import type { UploadResult } from '@/lib/forms/application/upload';
import pt from '@/messages/pt.json';

const uploadForm = vi.fn<(url: string, body: FormData, onProgress: (fraction: number) => void) => Promise<UploadResult>>();
vi.mock('@/lib/forms/application/upload', async (original) => ({
  ...(await original<typeof import('@/lib/forms/application/upload')>()),
  uploadForm: (url: string, body: FormData, onProgress: (fraction: number) => void) => uploadForm(url, body, onProgress),
}));

// The form asks GET /api/form-token for a fresh token once it is on screen (components/forms/use-form-guard.ts).
vi.mock('@/components/forms/fetch-form-token', () => ({ fetchFormToken: async () => 'fresh-token' }));

/** The privacy notice version the page printed, sealed (lib/privacy/seal.ts). */
const NOTICE_SEAL = '0123456789abcdef.sealed-by-the-server';

const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]);

function renderForm() {
  return render(
    <NextIntlClientProvider locale="pt" messages={pt} timeZone="America/Sao_Paulo">
      <ApplicationForm locale="pt" formToken="rendered-token" noticeSeal={NOTICE_SEAL} />
    </NextIntlClientProvider>,
  );
}

// The form fetches its schema on first use (lib/forms/lazy-resolver.ts); transforming that module
// once here keeps vitest's compile time out of the first test's waits.
beforeAll(async () => {
  await import('@/lib/forms/application/schema');
});

beforeEach(() => {
  uploadForm.mockReset();
  let counter = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${(counter += 1)}`);
  URL.revokeObjectURL = vi.fn();
  window.scrollTo = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
  window.matchMedia = vi.fn((query: string) => ({ matches: false, media: query }) as MediaQueryList);
});
afterEach(() => window.localStorage.clear());

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Nome completo/ }), 'Ana Souza');
  await user.type(screen.getByLabelText(/^Data de nascimento/), '17/04/2008');
  await user.tab();
  await user.click(screen.getByRole('radio', { name: 'Feminino' }));
  await user.type(screen.getByRole('textbox', { name: /Nome do responsável/ }), 'Maria Souza');
  await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ana@example.com');
  await user.type(screen.getByRole('textbox', { name: /Telefone/ }), '5511912345678');
  // As a person does: the tap that opens the list is what writes it in (components/application/list-filler.ts).
  await user.click(screen.getByRole('combobox', { name: /Altura/ }));
  await user.selectOptions(screen.getByRole('combobox', { name: /Altura/ }), '178/5.10');
  for (const [index, slot] of ['Foto #1', 'Foto #2', 'Foto #3', 'Foto #4'].entries()) {
    await user.upload(screen.getByLabelText(new RegExp(slot)), new File([GIF], `photo-${index + 1}.gif`, { type: 'image/gif' }));
  }
  await waitFor(() => expect(screen.getAllByRole('img', { name: /Prévia da foto/ })).toHaveLength(4));
  await user.click(screen.getByRole('checkbox', { name: /autorizo a agência/ }));
}

// Rendering the whole form in jsdom is slow on a busy machine; the behaviour, not the speed, is under test.
vi.setConfig({ testTimeout: 60_000 });

describe('ApplicationForm', () => {
  it('sends nothing while required fields, photos and consent are missing, and focuses the first one with a reason', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();

    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));

    const name = screen.getByRole('textbox', { name: /Nome completo/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(/Preencha este campo/);
    expect(screen.getByRole('radiogroup', { name: /Gênero/ })).toHaveAttribute('aria-invalid', 'true');
    // The group's reason is read with whichever of its radios has the focus.
    const genderError = document.getElementById('apply-gender-error')?.textContent ?? '';
    expect(genderError).not.toBe('');
    for (const radio of within(screen.getByRole('radiogroup', { name: /Gênero/ })).getAllByRole('radio')) expect(radio).toHaveAccessibleDescription(genderError);
    expect(screen.getByRole('combobox', { name: /Altura/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: /autorizo a agência/ })).toHaveAccessibleDescription('Marque esta caixa para poder enviar.');
    expect(screen.getAllByText('Escolha uma foto para este espaço.')).toHaveLength(4);
    expect(screen.getByRole('alert')).toHaveTextContent(/campos precisam de atenção/);
    expect(uploadForm).not.toHaveBeenCalled();
  });

  it('refuses a text file named .jpg in a photo slot and says why', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();

    const slot = screen.getByLabelText(/Foto #2/);
    await user.upload(slot, new File(['not an image'], 'photo.jpg', { type: 'image/jpeg' }));

    await waitFor(() => expect(slot).toHaveAttribute('aria-invalid', 'true'));
    expect(slot).toHaveAccessibleDescription(/não é uma foto PNG, GIF ou JPEG/);
    expect(screen.queryByRole('img', { name: /Prévia da foto #2/ })).not.toBeInTheDocument();
  });

  it('sends every answer, consent and the four photos, then shows it was sent', async () => {
    uploadForm.mockResolvedValue({ kind: 'answer', status: 201, body: { ok: true }, retryAfterSeconds: null });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user);

    // A double tap, as on a phone: one application, not two.
    await user.dblClick(screen.getByRole('button', { name: 'Enviar inscrição' }));

    await waitFor(() => expect(uploadForm).toHaveBeenCalledTimes(1));
    const [url, body] = uploadForm.mock.calls[0]!;
    // The fresh token goes in the head of the request (the query), never in the body the server reads after it.
    expect(url).toBe('/api/get-scouted/pt?t=fresh-token');
    expect(body.get('realname')).toBe('Ana Souza');
    expect(body.get('birthdate')).toBe('2008/04/17');
    expect(body.get('gender')).toBe('woman');
    expect(body.get('phone')).toBe('+55 (11) 91234-5678');
    expect(body.get('height')).toBe('178/5.10');
    expect(body.get('country')).toBe('BR');
    expect(body.get('accept')).toBe('true');
    expect((body.get('image_4') as File).type).toBe('image/gif');
    expect(body.has('formToken')).toBe(false);
    expect(body.get('submissionId')).toMatch(/^[0-9a-f]{32}$/);
    // The notice version the page printed goes back with the consent.
    expect(body.get('notice')).toBe(NOTICE_SEAL);
    expect(await screen.findByRole('button', { name: 'Enviado' })).toBeInTheDocument();
    expect(screen.getByText(/Inscrição recebida!/)).toBeInTheDocument();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(uploadForm).toHaveBeenCalledTimes(1);
  });

  it('shows an application kept safe for the agency (202) as received and clears the saved draft', async () => {
    uploadForm.mockResolvedValue({ kind: 'answer', status: 202, body: { ok: true }, retryAfterSeconds: null });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));

    expect(await screen.findByRole('button', { name: 'Enviado' })).toBeInTheDocument();
    expect(screen.getByText(/Inscrição recebida!/)).toBeInTheDocument();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps every answer and photo after a failed send, says so, and sends again', async () => {
    uploadForm.mockResolvedValueOnce({ kind: 'answer', status: 502, body: { error: 'upstream' }, retryAfterSeconds: null });
    uploadForm.mockResolvedValueOnce({ kind: 'answer', status: 201, body: { ok: true }, retryAfterSeconds: null });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));

    expect(await screen.findByText('Não conseguimos enviar sua inscrição agora.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Ana Souza');
    expect(screen.getAllByRole('img', { name: /Prévia da foto/ })).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: /autorizo a agência/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));
    expect(await screen.findByRole('button', { name: 'Enviado' })).toBeInTheDocument();
    expect(uploadForm).toHaveBeenCalledTimes(2);
  });

  it('keeps every answer and photo when the site is busy (503), offers to send again, and sends the same submission', async () => {
    uploadForm.mockResolvedValueOnce({ kind: 'answer', status: 503, body: { error: 'busy' }, retryAfterSeconds: 10 });
    uploadForm.mockResolvedValueOnce({ kind: 'answer', status: 201, body: { ok: true }, retryAfterSeconds: null });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));

    expect(await screen.findByText('Muitas inscrições chegando ao mesmo tempo agora.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Tente de novo em 10 segundos.');
    expect(screen.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Ana Souza');
    expect(screen.getAllByRole('img', { name: /Prévia da foto/ })).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: /autorizo a agência/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Enviar de novo' }));
    expect(await screen.findByRole('button', { name: 'Enviado' })).toBeInTheDocument();
    expect(uploadForm).toHaveBeenCalledTimes(2);
    const [first, second] = uploadForm.mock.calls.map(([, body]) => body);
    expect(second!.get('submissionId')).toBe(first!.get('submissionId'));
    expect((second!.get('image_1') as File).size).toBe(GIF.length);
  });

  it('says in the photo guidance that location data is removed', () => {
    renderForm();
    expect(screen.getByText(/a localização \(GPS\) e os outros dados escondidos no arquivo são apagados/)).toBeInTheDocument();
  });

  it('marks the fields the server refused and focuses the first', async () => {
    uploadForm.mockResolvedValue({ kind: 'answer', status: 422, body: { errors: { email: 'email' } }, retryAfterSeconds: null });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));

    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(/Digite um e-mail válido/);
  });

  it('says the agency refused the country when the panel answers 422 on id_country, keeping every answer and photo', async () => {
    uploadForm.mockResolvedValue({ kind: 'answer', status: 422, body: { errors: { id_country: 'invalid' } }, retryAfterSeconds: null });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));

    const alert = await screen.findByText('A agência não pôde aceitar sua inscrição por causa do país informado.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(/seus dados e fotos continuam aqui\. Confira o país escolhido/);
    expect(screen.queryByText(/Confira sua conexão/)).not.toBeInTheDocument();
    const country = screen.getByRole('combobox', { name: /País/ });
    await waitFor(() => expect(country).toHaveFocus());
    expect(country).toHaveAccessibleDescription('A agência não aceitou este dado. Confira e envie de novo.');
    expect(screen.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Ana Souza');
    expect(screen.getByRole('textbox', { name: /Nome do responsável/ })).toHaveValue('Maria Souza');
    expect(screen.getAllByRole('img', { name: /Prévia da foto/ })).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: /autorizo a agência/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Enviar inscrição' })).toBeEnabled();
  });

  it('names the city or the responsible person when the panel refuses those', async () => {
    uploadForm.mockResolvedValueOnce({ kind: 'answer', status: 422, body: { errors: { id_city: 'invalid' } }, retryAfterSeconds: null });
    uploadForm.mockResolvedValueOnce({ kind: 'answer', status: 422, body: { errors: { contacts: 'invalid' } }, retryAfterSeconds: null });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));
    expect(await screen.findByText('A agência não pôde aceitar sua inscrição por causa da cidade informada.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));
    expect(await screen.findByText('A agência não pôde aceitar sua inscrição por causa do nome do responsável.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nome do responsável/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('posts to its endpoint as multipart when the browser sends it itself, never as a GET, the page\'s form token in the address', () => {
    const { container } = renderForm();
    const form = container.querySelector('form');

    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/get-scouted/pt?t=rendered-token');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    // Posted by the browser too, the consent names the notice version the page printed.
    expect(form?.querySelector('input[type="hidden"][name="notice"]')).toHaveValue(NOTICE_SEAL);
  });

  it('clears every answer, photo and the saved draft only after a second, explicit tap', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    expect(screen.queryByRole('button', { name: 'Limpar formulário' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Nome completo/ }), 'Ana Souza');
    await user.upload(screen.getByLabelText(/Foto #1/), new File([GIF], 'photo-1.gif', { type: 'image/gif' }));
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toContain('Ana Souza'));

    // A mis-tap only asks; "keep" leaves everything as it was.
    await user.click(screen.getByRole('button', { name: 'Limpar formulário' }));
    const question = screen.getByRole('group', { name: /Apagar tudo o que você preencheu/ });
    expect(within(question).getByRole('button', { name: 'Não, manter' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Não, manter' }));
    expect(screen.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Ana Souza');
    expect(screen.getByRole('button', { name: 'Limpar formulário' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Limpar formulário' }));
    await user.click(screen.getByRole('button', { name: 'Sim, apagar tudo' }));

    expect(screen.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Nome completo/ })).toHaveFocus();
    expect(screen.queryByRole('img', { name: /Prévia da foto/ })).not.toBeInTheDocument();
    expect(screen.getByText('Formulário limpo. Nada ficou guardado neste aparelho.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('does not bring back a draft saved more than seven days ago', async () => {
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ savedAt: Date.now() - 8 * 24 * 60 * 60 * 1000, values: { realname: 'Ana Souza', email: 'ana@example.com' } }),
    );
    renderForm();

    // The draft is read in a task of its own after hydration: once it is gone, nothing came back.
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull());
    await act(async () => undefined);
    expect(screen.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('');
    expect(screen.queryByText(/Recuperamos o que você já tinha preenchido/)).not.toBeInTheDocument();
  });

  it('brings back the text answers saved in this browser, never the consent', async () => {
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ savedAt: Date.now() - 60_000, values: { realname: 'Ana Souza', email: 'ana@example.com', height: '178/5.10' } }),
    );
    renderForm();

    expect(await screen.findByText(/Recuperamos o que você já tinha preenchido/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nome completo/ })).toHaveValue('Ana Souza');
    expect(screen.getByRole('combobox', { name: /Altura/ })).toHaveValue('178/5.10');
    expect(screen.getByRole('checkbox', { name: /autorizo a agência/ })).not.toBeChecked();
  });

  it('saves what is typed so a reload does not lose it', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /Nome completo/ }), 'Ana');

    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({ values: { realname: 'Ana' } }));
  });

  it('sends the focus to a missing birthdate with its calendar closed', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /Nome completo/ }), 'Ana Souza');
    await screen.findByRole('button', { name: 'Abrir calendário' });

    await user.click(screen.getByRole('button', { name: 'Enviar inscrição' }));

    const birthdate = screen.getByLabelText(/^Data de nascimento/);
    await waitFor(() => expect(birthdate).toHaveFocus());
    expect(birthdate).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the month and year as selects in the calendar, in Portuguese', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();

    await user.click(screen.getByLabelText(/^Data de nascimento/));
    // The calendar comes with the first step into the form, and opens only with its button.
    await user.click(await screen.findByRole('button', { name: 'Abrir calendário' }));
    const month = await screen.findByRole('combobox', { name: 'Mês' });
    const year = screen.getByRole('combobox', { name: 'Ano' });
    await user.selectOptions(year, '2008');
    await user.selectOptions(month, within(month).getByRole('option', { name: 'abril' }));
    await user.click(screen.getByLabelText('Escolher quinta-feira, 17 de abril de 2008'));

    expect(screen.getByLabelText(/^Data de nascimento/)).toHaveValue('17/04/2008');
    await act(async () => undefined);
  });
});
