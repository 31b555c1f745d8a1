import { describe, expect, it } from 'vitest';
import { busyAnswer, enterGate, gateActive, gateWaiting, waitForGate, whenGateIdle } from '@/lib/forms/server/busy-gate';

describe('the busy gate', () => {
  it('turns the one past the cap away at once (enterGate), and takes it again once a place is free', () => {
    const first = enterGate('test-now', 1);
    expect(first).not.toBeNull();
    expect(enterGate('test-now', 1)).toBeNull();
    first!.release();
    first!.release();
    expect(gateActive('test-now')).toBe(0);
    expect(enterGate('test-now', 1)).not.toBeNull();
  });

  it('lets the ones past the cap wait in line, first come first served, and hands each freed place on', async () => {
    const first = (await waitForGate('test-line', 1, { waitMs: 5_000, maxWaiting: 5 }))!;
    const order: string[] = [];
    const second = waitForGate('test-line', 1, { waitMs: 5_000, maxWaiting: 5 }).then((pass) => {
      order.push('second');
      return pass;
    });
    const third = waitForGate('test-line', 1, { waitMs: 5_000, maxWaiting: 5 }).then((pass) => {
      order.push('third');
      return pass;
    });
    expect(gateWaiting('test-line')).toBe(2);
    first.release();
    (await second)!.release();
    (await third)!.release();
    expect(order).toEqual(['second', 'third']);
    expect([gateActive('test-line'), gateWaiting('test-line')]).toEqual([0, 0]);
  });

  it('gives up on a wait after waitMs, and refuses at once when the line is full', async () => {
    const held = (await waitForGate('test-timeout', 1, { waitMs: 50, maxWaiting: 1 }))!;
    const late = waitForGate('test-timeout', 1, { waitMs: 50, maxWaiting: 1 });
    expect(await waitForGate('test-timeout', 1, { waitMs: 50, maxWaiting: 1 })).toBeNull();
    expect(await late).toBeNull();
    expect(gateWaiting('test-timeout')).toBe(0);
    held.release();
    expect(gateActive('test-timeout')).toBe(0);
  });

  it('tells background work when nobody holds a place any more, or after its longest wait', async () => {
    await whenGateIdle('test-idle', 60_000);
    const first = enterGate('test-idle', 2)!;
    const second = enterGate('test-idle', 2)!;
    let idle = false;
    const waiting = whenGateIdle('test-idle', 60_000).then(() => (idle = true));
    first.release();
    await Promise.resolve();
    expect(idle).toBe(false);
    second.release();
    await waiting;
    expect(idle).toBe(true);

    const held = enterGate('test-idle', 2)!;
    const started = Date.now();
    await whenGateIdle('test-idle', 60);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(gateActive('test-idle')).toBe(1);
    held.release();
  });

  it('answers busy with 503 and Retry-After', async () => {
    const answer = busyAnswer(10);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('10');
    expect(await answer.json()).toEqual({ error: 'busy' });
  });

  it('lets one client address hold or wait for at most its share of places: its next one is refused at once, others still get in', async () => {
    const options = (key: string) => ({ waitMs: 5_000, maxWaiting: 10, client: { key, max: 2 } });
    const first = (await waitForGate('test-client', 3, options('203.0.113.9')))!;
    const second = (await waitForGate('test-client', 3, options('203.0.113.9')))!;
    expect(await waitForGate('test-client', 3, options('203.0.113.9'))).toBeNull();
    const other = (await waitForGate('test-client', 3, options('198.51.100.7')))!;
    expect(other).not.toBeNull();
    // Waiting counts too: with the gate full, one of the address's two may wait, a third may not.
    first.release();
    const refill = (await waitForGate('test-client', 3, options('198.51.100.8')))!;
    const waiting = waitForGate('test-client', 3, options('203.0.113.9'));
    expect(gateWaiting('test-client')).toBe(1);
    expect(await waitForGate('test-client', 3, options('203.0.113.9'))).toBeNull();
    second.release();
    const third = (await waiting)!;
    expect(third).not.toBeNull();
    for (const held of [third, other, refill]) held.release();
    expect(gateActive('test-client')).toBe(0);
    // Every share was given back: the address has its two places again.
    const again = [(await waitForGate('test-client', 3, options('203.0.113.9')))!, (await waitForGate('test-client', 3, options('203.0.113.9')))!];
    expect(again.every(Boolean)).toBe(true);
    for (const held of again) held.release();
  });

  it('gives a client\'s share back when its wait times out', async () => {
    const options = { waitMs: 30, maxWaiting: 5, client: { key: '203.0.113.10', max: 1 } };
    const held = (await waitForGate('test-client-timeout', 1, { waitMs: 30, maxWaiting: 5 }))!;
    expect(await waitForGate('test-client-timeout', 1, options)).toBeNull();
    held.release();
    const later = await waitForGate('test-client-timeout', 1, options);
    expect(later).not.toBeNull();
    later!.release();
  });
});
