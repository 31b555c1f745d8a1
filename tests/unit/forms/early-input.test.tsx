// @vitest-environment jsdom
import { act, useEffect, useRef, useState } from 'react';
import { fireEvent } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changedValues, editedValue, markAnswerTaken, TAKE_OVER_WAIT_MS, untilTakenOver, useAnswersNotTakenYet, useEarlyText, useKeptRegister } from '@/components/forms/early-input';

type Values = { name: string; gender: string; country: string; accept: boolean; phone: string };
const DEFAULTS: Values = { name: '', gender: '', country: 'BR', accept: false, phone: '' };

let exposed: UseFormReturn<Values> | null = null;
let notTakenYet: (() => Element[]) | null = null;

/** A form as the application draws it: registered fields of every kind, a watcher, a controlled field. */
function Form() {
  const form = useForm<Values>({ defaultValues: DEFAULTS });
  const register = useKeptRegister(form);
  const country = useWatch({ control: form.control, name: 'country' });
  const formRef = useRef<HTMLFormElement>(null);
  const notTaken = useAnswersNotTakenYet(formRef, ['name', 'gender', 'country', 'accept', 'phone', 'photo']);
  useEffect(() => {
    exposed = form;
    notTakenYet = notTaken;
  });
  return (
    <form ref={formRef}>
      <input aria-label="name" {...register('name')} />
      <input type="radio" value="woman" aria-label="woman" {...register('gender')} />
      <input type="radio" value="man" aria-label="man" {...register('gender')} />
      <select aria-label="country" {...register('country')}>
        <option value="BR">Brasil</option>
        <option value="PT">Portugal</option>
      </select>
      <input type="checkbox" aria-label="accept" {...register('accept')} />
      <Phone onValue={(value) => form.setValue('phone', value)} />
      {/* A control the helpers do not see hydrated (the photo slots mark theirs themselves). */}
      <input type="file" name="photo" aria-label="photo" />
      <output aria-label="watched">{country}</output>
    </form>
  );
}

/** Renders the controlled field again, as a formatter arriving or the form's own state would. */
let renderPhoneAgain: () => void = () => undefined;

function Phone({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  const [, setRenders] = useState(0);
  const ref = useRef<HTMLInputElement>(null);
  const { early, drop } = useEarlyText(ref, (typed) => {
    setValue(typed);
    onValue(typed);
  });
  useEffect(() => {
    renderPhoneAgain = () => setRenders((count) => count + 1);
  });
  return (
    <input
      ref={ref}
      name="phone"
      aria-label="phone"
      value={early ?? value}
      onChange={(event) => {
        drop();
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
  notTakenYet = null;
  vi.useRealTimers();
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

describe('a send tapped while the form is being taken over', () => {
  it('knows which answers are still only on screen: a field not hydrated, a controlled field whose early text is not adopted yet', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    control<HTMLInputElement>(container, 'name').value = 'Ana Souza';
    control<HTMLInputElement>(container, 'phone').value = '912345678';
    // Tasks held, to look between the hydration and the next task.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => {
      root = hydrateRoot(container, <Form />);
    });
    const names = () => notTakenYet!().map((element) => element.getAttribute('name'));
    // The registered fields are the form's as soon as they are hydrated; the typed phone is adopted in the next task.
    expect(names()).toEqual(['phone', 'photo']);
    expect(exposed!.getValues('name')).toBe('Ana Souza');
    expect(exposed!.getValues('phone')).toBe('');
    act(() => vi.advanceTimersByTime(10));
    vi.useRealTimers();
    expect(names()).toEqual(['photo']);
    expect(exposed!.getValues('phone')).toBe('912345678');

    let sent = false;
    const waiting = untilTakenOver(notTakenYet!).then(() => (sent = true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(sent).toBe(false);
    markAnswerTaken(control(container, 'photo'));
    await act(() => waiting);
    expect(sent).toBe(true);
    expect(notTakenYet!()).toEqual([]);
  });

  it('also waits while something else is busy (the photos being checked), and never longer than its limit', async () => {
    let busy = true;
    let done = false;
    void untilTakenOver(() => [], () => busy).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(done).toBe(false);
    busy = false;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(done).toBe(true);

    vi.useFakeTimers();
    let gaveUp = false;
    const stuck = document.createElement('input');
    document.body.append(stuck);
    void untilTakenOver(() => [stuck]).then(() => (gaveUp = true));
    await vi.advanceTimersByTimeAsync(TAKE_OVER_WAIT_MS - 100);
    expect(gaveUp).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(gaveUp).toBe(true);
  });
});

describe('a controlled field between its hydration and the adoption of its early text', () => {
  /** The server's form with `typed` in the phone field, hydrated, the next task held back. */
  function hydrateHeld(typed: string): HTMLInputElement {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    control<HTMLInputElement>(container, 'phone').value = typed;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => {
      root = hydrateRoot(container, <Form />);
    });
    return control<HTMLInputElement>(container, 'phone');
  }

  it('keeps showing the typed text through a render before the adoption (it used to show the empty state)', () => {
    const phone = hydrateHeld('(11');
    act(() => renderPhoneAgain());
    expect(phone.value).toBe('(11');
    act(() => vi.advanceTimersByTime(10));
    expect(phone.value).toBe('(11');
    expect(exposed!.getValues('phone')).toBe('(11');
  });

  it('takes a key typed in that window whole, and the adoption does not write the older text over it', () => {
    const phone = hydrateHeld('(11');
    // A key lands: the browser puts it after the text the field holds, then React hears the change.
    fireEvent.input(phone, { target: { value: '(11)' } });
    expect(phone.value).toBe('(11)');
    act(() => vi.advanceTimersByTime(10));
    expect(phone.value).toBe('(11)');
    expect(exposed!.getValues('phone')).toBe('(11)');
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
