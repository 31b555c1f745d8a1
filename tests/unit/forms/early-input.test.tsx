// @vitest-environment jsdom
import { act, useEffect, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { changedValues, editedValue, useEarlyText, useKeptRegister } from '@/components/forms/early-input';

type Values = { name: string; gender: string; country: string; accept: boolean; phone: string };
const DEFAULTS: Values = { name: '', gender: '', country: 'BR', accept: false, phone: '' };

let exposed: UseFormReturn<Values> | null = null;

/** A form as the application draws it: registered fields of every kind, a watcher, a controlled field. */
function Form() {
  const form = useForm<Values>({ defaultValues: DEFAULTS });
  useEffect(() => {
    exposed = form;
  });
  const register = useKeptRegister(form);
  const country = useWatch({ control: form.control, name: 'country' });
  return (
    <form>
      <input aria-label="name" {...register('name')} />
      <input type="radio" value="woman" aria-label="woman" {...register('gender')} />
      <input type="radio" value="man" aria-label="man" {...register('gender')} />
      <select aria-label="country" {...register('country')}>
        <option value="BR">Brasil</option>
        <option value="PT">Portugal</option>
      </select>
      <input type="checkbox" aria-label="accept" {...register('accept')} />
      <Phone onValue={(value) => form.setValue('phone', value)} />
      <output aria-label="watched">{country}</output>
    </form>
  );
}

function Phone({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  useEarlyText(ref, (typed) => {
    setValue(typed);
    onValue(typed);
  });
  return (
    <input
      ref={ref}
      aria-label="phone"
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onValue(event.target.value);
      }}
    />
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  exposed = null;
  document.body.innerHTML = '';
});

/** The server's HTML, what the visitor does to it before any script runs, then React takes over. */
async function hydrateAfter(visitor: (container: HTMLElement) => void): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  visitor(container);
  await act(async () => {
    root = hydrateRoot(container, <Form />);
  });
  // The announcement for late watchers runs in the next task.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  return container;
}

const control = <T extends Element>(container: HTMLElement, label: string) => container.querySelector<T & Element>(`[aria-label="${label}"]`)!;

describe('input given before the page’s script ran', () => {
  it('is kept in the fields and in the form’s state, for text, a radio, a select, a checkbox and a controlled field', async () => {
    const container = await hydrateAfter((page) => {
      control<HTMLInputElement>(page, 'name').value = 'Ana Souza';
      control<HTMLInputElement>(page, 'man').checked = true;
      control<HTMLSelectElement>(page, 'country').value = 'PT';
      control<HTMLInputElement>(page, 'accept').checked = true;
      control<HTMLInputElement>(page, 'phone').value = '912345678';
    });

    expect(control<HTMLInputElement>(container, 'name').value).toBe('Ana Souza');
    expect(control<HTMLInputElement>(container, 'man').checked).toBe(true);
    expect(control<HTMLSelectElement>(container, 'country').value).toBe('PT');
    expect(control<HTMLInputElement>(container, 'accept').checked).toBe(true);
    expect(control<HTMLInputElement>(container, 'phone').value).toBe('912345678');
    expect(exposed!.getValues()).toEqual({ name: 'Ana Souza', gender: 'man', country: 'PT', accept: true, phone: '912345678' });
    // A watcher that subscribed after the fields were attached hears it too.
    expect(control(container, 'watched').textContent).toBe('PT');
    expect(exposed!.getFieldState('gender').isDirty).toBe(true);
  });

  it('leaves an untouched form at its defaults', async () => {
    const container = await hydrateAfter(() => undefined);
    expect(exposed!.getValues()).toEqual(DEFAULTS);
    expect(control(container, 'watched').textContent).toBe('BR');
    expect(control<HTMLInputElement>(container, 'woman').checked).toBe(false);
    expect(changedValues(exposed!.getValues(), DEFAULTS)).toEqual({});
  });

  it('tells what was given, so a draft kept in the browser does not overwrite it', async () => {
    await hydrateAfter((page) => {
      control<HTMLInputElement>(page, 'woman').checked = true;
      control<HTMLSelectElement>(page, 'country').value = 'BR';
    });
    expect(changedValues(exposed!.getValues(), DEFAULTS)).toEqual({ gender: 'woman' });
  });
});

describe('editedValue', () => {
  it('reads a control against what the server drew', () => {
    document.body.innerHTML = `
      <input id="t" value="drawn"><textarea id="a">drawn</textarea>
      <input id="r1" type="radio" name="g" value="a" checked><input id="r2" type="radio" name="g" value="b">
      <input id="c" type="checkbox" checked>
      <select id="s"><option value="x">x</option><option value="y" selected>y</option></select>
      <select id="n"><option value="">Choose</option><option value="1">1</option></select>
      <input id="f" type="file"><input id="h" type="hidden" value="token">`;
    const byId = <T extends Element>(id: string) => document.getElementById(id) as unknown as T;
    for (const id of ['t', 'a', 'r1', 'r2', 'c', 's', 'n', 'f', 'h']) expect(editedValue(byId(id))).toBeUndefined();

    byId<HTMLInputElement>('t').value = 'typed';
    byId<HTMLTextAreaElement>('a').value = 'typed too';
    byId<HTMLInputElement>('r2').checked = true;
    byId<HTMLInputElement>('c').checked = false;
    byId<HTMLSelectElement>('s').value = 'x';
    byId<HTMLSelectElement>('n').value = '1';
    byId<HTMLInputElement>('h').value = 'changed by a script';

    expect(editedValue(byId('t'))).toBe('typed');
    expect(editedValue(byId('a'))).toBe('typed too');
    expect(editedValue(byId('r2'))).toBe('b');
    // The radio the browser unchecked does not speak for the group.
    expect(editedValue(byId('r1'))).toBeUndefined();
    expect(editedValue(byId('c'))).toBe(false);
    expect(editedValue(byId('s'))).toBe('x');
    expect(editedValue(byId('n'))).toBe('1');
    expect(editedValue(byId('h'))).toBeUndefined();
  });
});
