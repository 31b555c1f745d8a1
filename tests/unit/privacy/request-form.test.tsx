// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrivacyRequestForm } from '@/components/privacy/request-form';
import { SentRequestEmail } from '@/components/privacy/sent-request-email';
import pt from '@/messages/pt.json';

const push = vi.fn();
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push }) }));
vi.mock('@/components/forms/fetch-form-token', () => ({ fetchFormToken: async () => 'fresh-token' }));
const fetchMock = vi.fn<typeof fetch>();

const inPortuguese = (node: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="pt" messages={pt} timeZone="America/Sao_Paulo">
      {node}
    </NextIntlClientProvider>,
  );

beforeAll(async () => {
  await import('@/lib/forms/privacy-request/schema');
});
beforeEach(() => {
  push.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const group = () => screen.getByRole('radiogroup', { name: 'O que você quer pedir' });

describe('the rights request form', () => {
  it('ties the kind’s error to each of its radios, as a screen reader reads the focused one', async () => {
    const user = userEvent.setup({ delay: null });
    inPortuguese(<PrivacyRequestForm fallbackEmail={null} formToken="rendered-token" />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(group()).toHaveAttribute('aria-invalid', 'true'));
    for (const radio of within(group()).getAllByRole('radio')) expect(radio).toHaveAccessibleDescription('Escolha o que você quer pedir.');
  });

  it('opens the sent page with the reference and the kind in its address, the e-mail kept in the page’s memory for it', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ ok: true, pending: 'requester', days: 7, reference: 'FEEDC0DE', request: 'deletion' }), {
        status: 202,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const user = userEvent.setup({ delay: null });
    inPortuguese(<PrivacyRequestForm fallbackEmail={null} formToken="rendered-token" />);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Helena Prado');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'helena@example.com');
    await user.click(within(group()).getByRole('radio', { name: 'Apagar os meus dados' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(push).toHaveBeenCalledWith({ pathname: '/privacy/sent', query: { reference: 'FEEDC0DE', request: 'deletion' } }));
    expect(JSON.stringify(push.mock.calls)).not.toContain('helena');

    // The sent page's summary row, in this page: the e-mail of that reference only.
    inPortuguese(
      <dl>
        <SentRequestEmail reference="FEEDC0DE" label="Link de confirmação enviado para" />
        <SentRequestEmail reference="0000AAAA" label="Outro" />
      </dl>,
    );
    expect(screen.getByText('helena@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Outro')).toBeNull();
  });
});
