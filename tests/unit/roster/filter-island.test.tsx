// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider, createTranslator } from 'next-intl';
import type { FilterView } from '@/lib/roster/filter-view';
import { FILTER_PARAMS } from '@/lib/roster/filters';
import { UNIT_STORAGE_KEY } from '@/lib/roster/units';
import pt from '@/messages/pt.json';
import { countLoadOnce } from '@/tests/unit/setup/count-load-once';

/**
 * The live form's code: `asked` counts the island's calls for it (at once, in the call), `loads` the
 * downloads that reached the module, `arrived` resolves once its code is here; `gate` holds it back.
 */
const live = { asked: 0, loads: 0, gate: Promise.resolve() as Promise<void>, arrived: Promise.resolve() };
const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch: vi.fn() }) }));

const roster = createTranslator({ locale: 'pt', messages: pt, namespace: 'Roster' });

function boardView(overrides: Partial<FilterView> = {}): FilterView {
  return {
    action: '/modelos/feminino',
    params: FILTER_PARAMS.pt,
    height: { min: 150, max: 200, from: 150, to: 200 },
    hair: [{ slug: 'castanho', label: 'Castanho', checked: false }],
    eyes: [
      { slug: 'azul', label: 'Azul', checked: false },
      { slug: 'verde', label: 'Verde', checked: false },
    ],
    boards: null,
    inTown: false,
    chips: [],
    query: '',
    ...overrides,
  };
}

/** The board as the server sends it: the island around the plain form. Modules fresh for each test. */
async function renderBoard(view = boardView()) {
  const { FilterIsland } = await import('@/components/roster/filter-island');
  const { FilterPanel, choicesOf } = await import('@/components/roster/filter-panel');
  return render(
    <NextIntlClientProvider locale="pt" messages={pt}>
      <FilterIsland view={view}>
        <FilterPanel view={view} text={(key, values) => roster(key, values)} choices={choicesOf(view)} unit="metric" />
      </FilterIsland>
    </NextIntlClientProvider>,
  );
}

const liveForm = () => document.querySelector('form[data-live]');
const summary = () => screen.getByText('Filtros').closest('summary')!;

beforeEach(() => {
  vi.resetModules();
  let arrive: () => void = () => undefined;
  live.arrived = new Promise((resolve) => {
    arrive = resolve;
  });
  // Counts the live form's downloads, and holds one back while a test acts on the plain form.
  vi.doMock('@/components/roster/roster-filters', async (importOriginal) => {
    live.loads += 1;
    await live.gate;
    const loaded = await importOriginal();
    arrive();
    return loaded;
  });
  // Every code the island asks for goes through loadOnce: a call is counted as it is made.
  countLoadOnce(() => {
    live.asked += 1;
  });
  live.asked = 0;
  live.loads = 0;
  live.gate = Promise.resolve();
  push.mockReset();
  sessionStorage.clear();
  localStorage.clear();
});

describe('roster filter island', () => {
  it('shows the plain form and loads nothing until the visitor shows interest', async () => {
    await renderBoard();
    expect(screen.getByRole('button', { name: 'Ver talentos' })).toBeInTheDocument();
    // render() has run the island's effects, where it would ask for the live form.
    expect(live.asked).toBe(0);
    expect(live.loads).toBe(0);
    expect(liveForm()).toBeNull();
    expect(document.querySelector('form')).toHaveAttribute('method', 'get');
  });

  it('a keyboard visitor reaching the summary gets the live form, focus still on the summary', async () => {
    const user = userEvent.setup();
    await renderBoard();
    await user.tab();
    expect(summary()).toHaveFocus();
    await live.arrived;
    await waitFor(() => expect(liveForm()).not.toBeNull());
    expect(live.asked).toBe(1);
    expect(live.loads).toBe(1);
    // The summary is a new element, the same control: focus is on it, and Escape closes the panel.
    expect(summary()).toHaveFocus();
    // (jsdom does not give the summary its Enter key: a click opens it here, as Enter does in a browser.)
    await user.click(summary());
    expect(summary().closest('details')).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    expect(summary().closest('details')).not.toHaveAttribute('open');
    expect(summary()).toHaveFocus();
  });

  it('what the visitor chose in the plain form before the live one arrived is kept and applied', async () => {
    let arrive = () => {};
    live.gate = new Promise((resolve) => (arrive = resolve));
    const user = userEvent.setup();
    await renderBoard();
    await user.click(summary());
    await waitFor(() => expect(live.loads).toBe(1));
    expect(summary().closest('details')).toHaveAttribute('open');
    await user.click(screen.getByLabelText('Verde'));
    expect(liveForm()).toBeNull();

    arrive();
    await live.arrived;
    await waitFor(() => expect(liveForm()).not.toBeNull());
    expect(summary().closest('details')).toHaveAttribute('open');
    expect(screen.getByLabelText('Verde')).toBeChecked();
    expect(screen.getByLabelText('Verde')).toHaveFocus();
    expect(push).toHaveBeenCalledWith('/modelos/feminino?olhos=verde', { scroll: false });
    // The filtered board opens its panel again with focus on that box.
    expect(JSON.parse(sessionStorage.getItem('roster-filters-reopen')!)).toEqual({ field: 'olhos', value: 'verde' });
  });

  it('the in-town box, plain or live, puts the one in-town word in the address after the other filters', async () => {
    let arrive = () => {};
    live.gate = new Promise((resolve) => (arrive = resolve));
    const user = userEvent.setup();
    await renderBoard(boardView({ query: 'olhos=verde', eyes: [{ slug: 'azul', label: 'Azul', checked: false }, { slug: 'verde', label: 'Verde', checked: true }] }));
    await user.click(summary());
    const box = screen.getByRole('checkbox', { name: 'Só quem está na cidade' });
    expect(box).toHaveAttribute('name', 'na-cidade');
    expect(box).toHaveAttribute('value', '1');
    await user.click(box);
    arrive();
    await live.arrived;
    await waitFor(() => expect(liveForm()).not.toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Só quem está na cidade' })).toBeChecked();
    expect(push).toHaveBeenCalledWith('/modelos/feminino?olhos=verde&na-cidade=1', { scroll: false });
  });

  it('a page reached by a filter change loads the live form at once and reopens the panel where the visitor was', async () => {
    sessionStorage.setItem('roster-filters-reopen', JSON.stringify({ field: 'olhos', value: 'azul' }));
    await renderBoard(boardView({ query: 'olhos=azul', eyes: [{ slug: 'azul', label: 'Azul', checked: true }, { slug: 'verde', label: 'Verde', checked: false }] }));
    await live.arrived;
    await waitFor(() => expect(liveForm()).not.toBeNull());
    // The live form reopens the panel in an effect after it is drawn, not in the same commit.
    await waitFor(() => expect(summary().closest('details')).toHaveAttribute('open'));
    expect(screen.getByLabelText('Azul')).toHaveFocus();
    expect(sessionStorage.getItem('roster-filters-reopen')).toBeNull();
    expect(push).not.toHaveBeenCalled();
  });

  it('a height chip is written in feet and inches at once for a visitor who chose them', async () => {
    localStorage.setItem(UNIT_STORAGE_KEY, 'imperial');
    const chip = { name: 'height' as const, slug: '170-180', label: '170 – 180 cm', href: '/modelos/feminino' };
    await renderBoard(boardView({ query: 'altura=170-180', height: { min: 150, max: 200, from: 170, to: 180 }, chips: [chip] }));
    expect(screen.getByRole('link', { name: 'Remover o filtro Altura 170 cm – 180 cm' })).toBeInTheDocument();
    await live.arrived;
    await waitFor(() => expect(screen.getByRole('link', { name: 'Remover o filtro Altura 5′7″ – 5′11″' })).toBeInTheDocument());
    expect(push).not.toHaveBeenCalled();
  });

  it('on a metric visitor’s filtered board nothing loads until interest', async () => {
    const chip = { name: 'height' as const, slug: '170-180', label: '170 – 180 cm', href: '/modelos/feminino' };
    await renderBoard(boardView({ query: 'altura=170-180', height: { min: 150, max: 200, from: 170, to: 180 }, chips: [chip] }));
    expect(live.asked).toBe(0);
    expect(live.loads).toBe(0);
    expect(screen.getByRole('link', { name: 'Remover o filtro Altura 170 cm – 180 cm' })).toBeInTheDocument();
  });
});
