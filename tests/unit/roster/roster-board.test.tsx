// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider, createTranslator } from 'next-intl';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { RosterBoard } from '@/components/roster/roster-board';
import type { TalentSummary } from '@/lib/api/types';
import { ROSTER_RETURN_KEY } from '@/lib/roster/return-to';
import pt from '@/messages/pt.json';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({
    href,
    children,
    prefetch: _prefetch,
    ...rest
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: { params: { slug: string; name: string } }; prefetch?: boolean; children: ReactNode }) => (
    <a href={`/modelos/${href.params.slug}/${href.params.name}`} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ prefetch: vi.fn() }),
}));

vi.mock('next/image', () => ({
  // eslint-disable-next-line @next/next/no-img-element
  default: ({ src, alt }: { src: string; alt: string }) => <img src={src} alt={alt} />,
}));

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

// The page formats the whole board's count on the server with the same messages.
const roster = createTranslator({ locale: 'pt', messages: pt, namespace: 'Roster' });

const FIRST = ['Ana', 'Álvaro', 'Bruna', 'Camila', 'Érica', 'Helena', 'Lucas', 'Mariana', 'Pedro', 'Zoe'];

function talents(count: number): TalentSummary[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${FIRST[index % FIRST.length]} ${String(index + 1).padStart(3, '0')}`,
    gender: 'woman',
    cover: `https://panel.example/storage/${index + 1}.jpg`,
  }));
}

function renderBoard(list: TalentSummary[]) {
  return render(
    <NextIntlClientProvider locale="pt" messages={pt}>
      <RosterBoard talents={list} totalLabel={roster('count', { count: list.length })} />
    </NextIntlClientProvider>,
  );
}

const cards = () => screen.queryAllByRole('listitem');

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  // jsdom does not lay out, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RosterBoard', () => {
  it('shows 20 cards linking to the profiles, then 20 more with the button', async () => {
    renderBoard(talents(100));
    expect(cards()).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'Ana 001' })).toHaveAttribute('href', '/modelos/1/ana-001');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar mais' }));
    expect(cards()).toHaveLength(40);
    expect(screen.getByText('Mostrando 40 de 100')).toBeInTheDocument();
  });

  it('moves focus to the first new card after the button reveals more', async () => {
    renderBoard(talents(30));
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar mais' }));
    expect(cards()).toHaveLength(30);
    expect(within(cards()[20]!).getByRole('link')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Mostrar mais' })).not.toBeInTheDocument();
  });

  it('reveals 20 more each time the sentinel comes into view', () => {
    renderBoard(talents(100));
    scrollSentinelIntoView();
    expect(cards()).toHaveLength(40);
    scrollSentinelIntoView();
    expect(cards()).toHaveLength(60);
  });

  it('disables letters no name starts with, accents folded', () => {
    renderBoard(talents(10));
    const bar = screen.getByRole('group', { name: 'Filtrar por inicial' });
    expect(within(bar).getByRole('button', { name: 'A' })).toBeEnabled();
    expect(within(bar).getByRole('button', { name: 'E' })).toBeEnabled();
    expect(within(bar).getByRole('button', { name: 'Q' })).toBeDisabled();
    expect(within(bar).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by a letter, clears it on a second click, and resets with All', async () => {
    renderBoard(talents(100));
    const bar = screen.getByRole('group', { name: 'Filtrar por inicial' });
    const a = within(bar).getByRole('button', { name: 'A' });
    await userEvent.click(a);
    expect(a).toHaveAttribute('aria-pressed', 'true');
    // 'Ana' and 'Álvaro' are both under A: 20 of the 100.
    expect(screen.getByRole('status')).toHaveTextContent('20 talentos com a inicial A');
    expect(cards().map((card) => card.textContent?.split(' ')[0])).toEqual(expect.arrayContaining(['Ana', 'Álvaro']));
    await userEvent.click(a);
    expect(a).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('100 talentos');

    await userEvent.click(within(bar).getByRole('button', { name: 'Z' }));
    expect(cards()).toHaveLength(10);
    await userEvent.click(within(bar).getByRole('button', { name: 'Todos' }));
    expect(cards()).toHaveLength(20);
  });

  it('goes back to 20 cards when the filter changes', async () => {
    renderBoard(talents(200));
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar mais' }));
    expect(cards()).toHaveLength(40);
    await userEvent.click(screen.getByRole('button', { name: 'A' }));
    expect(cards()).toHaveLength(20);
  });

  it('says so when the board is empty', () => {
    renderBoard([]);
    expect(screen.getByText('Nenhum talento disponível')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('remembers the board and comes back to the card that was opened', async () => {
    window.history.replaceState(null, '', '/modelos/feminino');
    const list = talents(100);
    const first = renderBoard(list);
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar mais' }));
    const link = screen.getByRole('link', { name: 'Mariana 028' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(JSON.parse(window.sessionStorage.getItem(ROSTER_RETURN_KEY) ?? '{}')).toMatchObject({ path: '/modelos/feminino', talentId: 28, visible: 40 });
    first.unmount();

    renderBoard(list);
    expect(cards()).toHaveLength(40);
    expect(screen.getByRole('link', { name: 'Mariana 028' })).toHaveFocus();
    expect(window.sessionStorage.getItem(ROSTER_RETURN_KEY)).toBeNull();
  });
});
