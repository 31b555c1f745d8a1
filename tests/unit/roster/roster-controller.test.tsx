// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider, createTranslator } from 'next-intl';
import { renderCardsHtml } from '@/components/roster/card-html';
import { RosterController } from '@/components/roster/roster-controller';
import type { TalentSummary } from '@/lib/api/types';
import { ROSTER_RETURN_KEY } from '@/lib/roster/return-to';
import { ALPHABET, availableLetters } from '@/lib/talents/letters';
import pt from '@/messages/pt.json';

const push = vi.fn();
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ prefetch: vi.fn(), push }) }));

type Observed = { callback: IntersectionObserverCallback; target: Element | null };
let observers: Observed[] = [];

class FakeObserver {
  private entry: Observed;
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, target: null };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    observers = observers.filter((observer) => observer !== this.entry);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function scrollSentinelIntoView() {
  act(() => {
    for (const observer of [...observers]) {
      observer.callback([{ isIntersecting: true, target: observer.target } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  });
}

const roster = createTranslator({ locale: 'pt', messages: pt, namespace: 'Roster' });
const favorites = createTranslator({ locale: 'pt', messages: pt, namespace: 'Favorites' });
const FIRST = ['Ana', 'Álvaro', 'Bruna', 'Camila', 'Érica', 'Helena', 'Lucas', 'Mariana', 'Pedro', 'Zoe'];

function talents(count: number): TalentSummary[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${FIRST[index % FIRST.length]} ${String(index + 1).padStart(3, '0')}`,
    gender: 'woman',
    cover: `https://panel.example/storage/${index + 1}.jpg`,
  }));
}

/** The reveal route, answering from `list` as the server does (components/roster/reveal-fragment.ts). */
function serve(list: TalentSummary[]) {
  const asked: string[] = [];
  const labels = { addFavorite: (name: string) => favorites.markup('add', { name, talent: (chunks) => chunks }), inTown: 'Na cidade', away: 'Fora' };
  vi.stubGlobal('fetch', async (url: string) => {
    const part = url.split('/').pop()!;
    asked.push(part);
    const from = part === 'all' ? 0 : Number(part.slice(1)) * 20;
    return new Response(renderCardsHtml(list.slice(from, part === 'all' ? undefined : from + 20), from, 'pt', labels));
  });
  return asked;
}

/** A board reached by a navigation, which brings no cards' HTML: the controller asks the reveal route for them. */
async function renderBoard(list: TalentSummary[], { restoring = false } = {}) {
  const asked = serve(list);
  const available = availableLetters(list);
  const view = render(
    <NextIntlClientProvider locale="pt" messages={pt}>
      <RosterController
        total={list.length}
        shown={Math.min(20, list.length)}
        letters={ALPHABET.join('')}
        available={ALPHABET.filter((letter) => available.has(letter)).join('')}
        totalLabel={roster('count', { count: list.length })}
        source="/api/roster/pt/women"
        query=""
        moreHref="/modelos/feminino?mostrar="
      />
    </NextIntlClientProvider>,
  );
  if (!restoring) await waitFor(() => expect(cards().length).toBe(Math.min(20, list.length)));
  return { view, asked };
}

const cards = () => screen.queryAllByRole('listitem');

beforeEach(() => {
  observers = [];
  push.mockClear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  // jsdom does not lay out, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RosterController', () => {
  it('shows 20 cards linking to the profiles, then 20 more, each step asked for once', async () => {
    const { asked } = await renderBoard(talents(100));
    expect(screen.getByRole('link', { name: 'Ana 001' })).toHaveAttribute('href', '/modelos/1/ana-001');
    scrollSentinelIntoView();
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(screen.getByText('Mostrando 40 de 100')).toBeInTheDocument();
    scrollSentinelIntoView();
    await waitFor(() => expect(cards()).toHaveLength(60));
    expect(asked).toEqual(['p0', 'p1', 'p2']);
  });

  it('the "more" link reveals the next cards in place and moves focus to the first of them', async () => {
    await renderBoard(talents(30));
    const more = screen.getByRole('link', { name: 'Mostrar mais' });
    expect(more).toHaveAttribute('href', '/modelos/feminino?mostrar=40#cards-20');
    await userEvent.click(more);
    await waitFor(() => expect(cards()).toHaveLength(30));
    await waitFor(() => expect(within(cards()[20]!).getByRole('link')).toHaveFocus());
    expect(screen.queryByRole('link', { name: 'Mostrar mais' })).not.toBeInTheDocument();
  });

  it('a letter narrows the whole board (asked for once), a second click clears it, All resets', async () => {
    const { asked } = await renderBoard(talents(100));
    const bar = screen.getByRole('group', { name: 'Filtrar por inicial' });
    expect(within(bar).getByRole('button', { name: 'Q' })).toBeDisabled();
    const a = within(bar).getByRole('button', { name: 'A' });
    await userEvent.click(a);
    // 'Ana' and 'Álvaro' are both under A: 20 of the 100.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('20 talentos com a inicial A'));
    expect(cards().map((card) => card.textContent?.split(' ')[0])).toEqual(expect.arrayContaining(['Ana', 'Álvaro']));
    await userEvent.click(a);
    expect(screen.getByRole('status')).toHaveTextContent('100 talentos');
    await userEvent.click(within(bar).getByRole('button', { name: 'Z' }));
    expect(cards()).toHaveLength(10);
    await userEvent.click(within(bar).getByRole('button', { name: 'Todos' }));
    expect(cards()).toHaveLength(20);
    expect(asked).toEqual(['p0', 'all']);
  });

  it('the name search folds accents and says when nobody matches', async () => {
    await renderBoard(talents(100));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por nome' }), 'erica 0');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('10 talentos para “erica 0”'));
    expect(cards()[0]).toHaveTextContent('Érica 005');
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('Nenhum talento com “zzz” no nome.')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('a heart saves the talent and says so', async () => {
    await renderBoard(talents(5));
    const heart = await screen.findByRole('button', { name: 'Adicionar Ana 001 aos favoritos' });
    await waitFor(() => expect(heart).toBeEnabled());
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Remover Ana 001 dos favoritos');
    expect(JSON.parse(window.localStorage.getItem('favorites') ?? '[]')).toEqual([
      { id: 1, name: 'Ana 001', gender: 'woman', cover: 'https://panel.example/storage/1.jpg' },
    ]);
  });

  it('opens a profile without a reload, remembers the board, and comes back to the card that was opened', async () => {
    window.history.replaceState(null, '', '/modelos/feminino');
    const list = talents(100);
    const first = await renderBoard(list);
    await userEvent.click(screen.getByRole('button', { name: 'M' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Mariana 028' }));
    expect(push).toHaveBeenCalledWith({ pathname: '/models/[slug]/[name]', params: { slug: '28', name: 'mariana-028' } });
    expect(JSON.parse(window.sessionStorage.getItem(ROSTER_RETURN_KEY) ?? '{}')).toMatchObject({ path: '/modelos/feminino', letter: 'M', talentId: 28 });
    first.view.unmount();

    await renderBoard(list, { restoring: true });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Mariana 028' })).toHaveFocus());
    expect(cards()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.sessionStorage.getItem(ROSTER_RETURN_KEY)).toBeNull();
  });
});
