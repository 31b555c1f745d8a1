// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { optionsHtml } from '@/lib/forms/options-html';
import { countryOptions, heightOptions } from '@/lib/forms/options';

function parse(html: string): HTMLSelectElement {
  const select = document.createElement('select');
  select.innerHTML = html;
  return select;
}

describe('optionsHtml (the server-drawn options of the application selects)', () => {
  it('gives the browser the same options, in order, with an empty first choice when asked', () => {
    const options = heightOptions();
    const select = parse(optionsHtml(options, 'Selecione'));
    expect(select.options).toHaveLength(options.length + 1);
    expect(select.options[0]).toMatchObject({ value: '', text: 'Selecione' });
    expect([...select.options].slice(1).map((option) => [option.value, option.text])).toEqual(options.map((option) => [option.value, option.label]));
  });

  it("keeps quotes and inch marks of the labels (5'10\") and escapes markup instead of running it", () => {
    const select = parse(optionsHtml([{ value: 'a"b<c>', label: `5'10" <img src=x onerror=alert(1)> & co` }]));
    expect(select.options).toHaveLength(1);
    expect(select.options[0]!.value).toBe('a"b<c>');
    expect(select.options[0]!.text).toBe(`5'10" <img src=x onerror=alert(1)> & co`);
    expect(select.querySelector('img')).toBeNull();
  });

  it('has no empty option when the field always has a value (the country)', () => {
    const countries = countryOptions('pt');
    const select = parse(optionsHtml(countries));
    expect(select.options[0]!.value).toBe(countries[0]!.value);
    expect(select.options).toHaveLength(countries.length);
  });
});
