// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { MeasurementsPanel } from '@/components/profile/measurements-panel';
import { UNIT_STORAGE_KEY } from '@/lib/roster/units';
import { measurementsFor } from '@/lib/talents/measurements';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

const man = { gender: 'man' as const, height: '186/6.1', bust: '98/38.5', chest: null, jeans: '42', shirt: '40', suit: '50', shoes: '42.5', hair: 'Preto', eyes: 'Castanho' };

function panel(locale: 'pt' | 'en') {
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'pt' ? pt : en}>
      <MeasurementsPanel metric={measurementsFor(man, 'metric', locale)} imperial={measurementsFor(man, 'imperial', locale)} />
    </NextIntlClientProvider>
  );
}

function rows() {
  const list = screen.getByRole('region', { name: /Medidas|Measurements/ }).querySelector('dl')!;
  return within(list)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

beforeEach(() => window.localStorage.clear());

describe('MeasurementsPanel', () => {
  it('lists a man’s measurements with the chest from bust, in centimetres', () => {
    render(panel('pt'));
    expect(rows()).toEqual([
      'Altura: 186 cm',
      'Jeans: 42',
      'Tórax: 98 cm',
      'Camisa: 40',
      'Terno: 50',
      'Sapatos: 42.5',
      'Cabelo: Preto',
      'Olhos: Castanho',
    ]);
  });

  it('switches to inches and feet and remembers it for the next page', async () => {
    const first = render(panel('en'));
    await userEvent.click(screen.getByRole('button', { name: 'in / ft (Inches and feet)' }));
    expect(screen.getByRole('button', { name: 'in / ft (Inches and feet)' })).toHaveAttribute('aria-pressed', 'true');
    expect(rows().slice(0, 3)).toEqual([`Height: 6'1"`, 'Jeans: BR 42', 'Chest: 38.5"']);
    expect(rows()).toContain('Shoes: EU 42.5');
    expect(rows()).toContain('Eyes: Brown');
    expect(window.localStorage.getItem(UNIT_STORAGE_KEY)).toBe('imperial');
    first.unmount();

    render(panel('en'));
    expect(rows()[0]).toBe(`Height: 6'1"`);
  });

  it('renders metric on the server whatever the visitor chose', () => {
    window.localStorage.setItem(UNIT_STORAGE_KEY, 'imperial');
    const html = renderToString(panel('pt'));
    expect(html).toContain('186 cm');
    expect(html).not.toContain(`6'1`);
  });
});
