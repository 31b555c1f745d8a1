// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installListFiller } from '@/components/application/list-filler';
import { LIST_SCRIPT } from '@/components/application/list-script';
import { optionLists } from '@/lib/forms/option-lists';
import { countryOptions, measureOptions } from '@/lib/forms/options';

const KEY = Symbol.for('agency.list-filler');

/** A long select as the server draws it: the first choice only. */
function serverSelect(list: string, first: string, attributes: Record<string, string> = {}): HTMLSelectElement {
  const select = document.createElement('select');
  select.setAttribute('data-list', list);
  for (const [name, value] of Object.entries(attributes)) select.setAttribute(name, value);
  select.innerHTML = first;
  document.body.append(select);
  return select;
}

const pairs = (select: HTMLSelectElement) => [...select.options].map((option) => [option.value, option.text]);

beforeEach(() => {
  // A fresh filler per test, as on a page of its own.
  delete (window as unknown as Record<symbol, unknown>)[KEY];
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the lists written into the page (optionLists().html)', () => {
  it('gives the browser the same options, in order, as the server’s schema checks', () => {
    const select = document.createElement('select');
    select.innerHTML = optionLists().html(measureOptions('height'));
    expect(pairs(select)).toEqual(measureOptions('height').map((option) => [option.value, option.label]));
  });

  it("keeps quotes and inch marks of the labels (5'10\") and escapes markup instead of running it", () => {
    const select = document.createElement('select');
    select.innerHTML = optionLists().html([{ value: 'a"b<c>', label: `5'10" <img src=x onerror=alert(1)> & co` }]);
    expect(select.options).toHaveLength(1);
    expect(select.options[0]!.value).toBe('a"b<c>');
    expect(select.options[0]!.text).toBe(`5'10" <img src=x onerror=alert(1)> & co`);
    expect(select.querySelector('img')).toBeNull();
  });
});

describe('filling a long select on first use', () => {
  const triggers: Array<[string, (select: HTMLSelectElement) => void]> = [
    ['focus (a keyboard user tabbing in)', (select) => select.focus()],
    ['pointerdown', (select) => select.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['mousedown', (select) => select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))],
    ['touchstart', (select) => select.dispatchEvent(new Event('touchstart', { bubbles: true }))],
    ['keydown (typing to pick)', (select) => select.dispatchEvent(new KeyboardEvent('keydown', { key: '1', bubbles: true }))],
  ];

  it.each(triggers)('writes every option in on %s, the "choose" option first and still chosen', (_, use) => {
    installListFiller(optionLists());
    const select = serverSelect('height', '<option value="">Selecione</option>');
    expect(select.options).toHaveLength(1);
    use(select);
    expect(pairs(select)).toEqual([['', 'Selecione'], ...measureOptions('height').map((option) => [option.value, option.label])]);
    expect(select.value).toBe('');
  });

  it('gives each measurement its own list', () => {
    installListFiller(optionLists());
    const lists = { weight: measureOptions('weight'), bust: measureOptions('bust'), waist: measureOptions('waist'), hips: measureOptions('hips'), jeans: measureOptions('jeans'), shoes: measureOptions('shoes') };
    for (const [list, options] of Object.entries(lists)) {
      const select = serverSelect(list, '<option value="">Selecione</option>');
      select.focus();
      expect(pairs(select).slice(1)).toEqual(options.map((option) => [option.value, option.label]));
    }
  });

  it('names the countries in the page’s language, Brazil first and still chosen', () => {
    installListFiller(optionLists());
    const select = serverSelect('country', '<option value="BR">Brazil</option>', { 'data-locale': 'en' });
    select.focus();
    expect(pairs(select)).toEqual(countryOptions('en').map((option) => [option.value, option.label]));
    expect(select.value).toBe('BR');
    expect(select.options[select.selectedIndex]!.text).toBe('Brazil');
  });

  it('fills a list once, and leaves other selects alone', () => {
    installListFiller(optionLists());
    const height = serverSelect('height', '<option value="">Selecione</option>');
    const other = document.createElement('select');
    other.innerHTML = '<option>a</option>';
    document.body.append(other);
    height.focus();
    height.value = '170/5.7';
    height.blur();
    height.focus();
    expect(height.value).toBe('170/5.7');
    expect(height.options).toHaveLength(172);
    other.focus();
    expect(other.options).toHaveLength(1);
  });

  it('fills the list before an answer the form sets by script (a kept draft), so it is shown', () => {
    const filler = installListFiller(optionLists());
    const select = serverSelect('hips', '<option value="">Selecione</option>');
    filler.arm(select);
    select.value = '90/35.5';
    expect(select.value).toBe('90/35.5');
    expect(select.options[select.selectedIndex]!.text).toBe('90cm / 35.5"');
  });

  it('fills every list still empty once the page is idle after loading', async () => {
    const filler = installListFiller(optionLists());
    const selects = ['height', 'weight', 'jeans'].map((list) => serverSelect(list, '<option value="">Selecione</option>'));
    filler.fillWhenIdle();
    await vi.waitFor(() => expect(selects.map((select) => select.options.length)).toEqual([172, 199, 54]), { timeout: 10_000 });
  });

  it('an idle turn that comes once the global document is gone (a torn-down test page) works on its own page and stops, without an error', () => {
    vi.useFakeTimers();
    try {
      const filler = installListFiller(optionLists());
      serverSelect('height', '<option value="">Selecione</option>');
      filler.fillWhenIdle();
      vi.stubGlobal('document', undefined);
      expect(() => vi.runAllTimers()).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('works from the page’s early script alone, before the form’s own script has arrived', () => {
    const select = serverSelect('shoes', '<option value="">Selecione</option>');
    new Function(LIST_SCRIPT)();
    select.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(pairs(select).slice(1)).toEqual(measureOptions('shoes').map((option) => [option.value, option.label]));
  });
});
