import { describe, expect, it } from 'vitest';
import type { AlertEvent, AlertSink } from '../../src/alerts/alert-types.js';
import { AlertDispatcher } from '../../src/alerts/dispatcher.js';
import { DeliveryError } from '../../src/alerts/sinks/delivery.js';
import type { RetryingSink } from '../../src/alerts/sinks/delivery.js';
import { numberedEvent } from './alert-fixtures.js';

/** A sink whose deliveries finish only when the test says so. */
function gatedSink(name: string): AlertSink & { got: number[]; release: () => void } {
  const waiting: (() => void)[] = [];
  const got: number[] = [];
  return {
    name,
    got,
    send: (e: AlertEvent) => new Promise<void>((resolve) => {
      got.push(e.at_ms);
      waiting.push(resolve);
    }),
    release: () => waiting.shift()?.(),
  };
}

/** Lets every settled delivery's continuation run. */
const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A sleep that never ends on its own: only shutdown's abort wakes it. */
const stuckSleep = (_ms: number, signal: AbortSignal): Promise<void> => new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));

describe('AlertDispatcher', () => {
  it('returns at once, delivers per sink in order, and a stuck sink does not hold up another', async () => {
    const slow = gatedSink('slow');
    const fast: AlertSink & { got: number[] } = { name: 'fast', got: [], send(e) { this.got.push(e.at_ms); return Promise.resolve(); } };
    const d = new AlertDispatcher([slow, fast], { log: () => undefined });
    d.dispatch([1, 2, 3].map(numberedEvent));
    await flush();
    expect(fast.got).toEqual([1, 2, 3]);
    expect(slow.got).toEqual([1]);
    expect(d.counters().map((c) => [c.sink, c.delivered, c.queued])).toEqual([['slow', 0, 3], ['fast', 3, 0]]);
    for (let i = 0; i < 3; i++) {
      slow.release();
      await flush();
    }
    expect(slow.got).toEqual([1, 2, 3]);
    await d.idle();
    expect(d.counters()[0]).toMatchObject({ delivered: 3, queued: 0 });
  });

  it('a full queue drops its oldest waiting event, says so, and counts it', async () => {
    const slow = gatedSink('slow');
    const logs: string[] = [];
    const d = new AlertDispatcher([slow], { log: (l) => logs.push(l), queueLimit: 2 });
    d.dispatch([1, 2, 3, 4].map(numberedEvent));
    await flush();
    // 1 is in flight; 2, 3, 4 queued behind it with room for two: 2 goes.
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^forbear: alert sink "slow": queue full \(2 waiting\); dropped the oldest, event [0-9a-f]{16} \(firing alert rule=rule-2 group=service.name=checkout\)$/);
    for (let i = 0; i < 3; i++) {
      slow.release();
      await flush();
    }
    await d.idle();
    expect(slow.got).toEqual([1, 3, 4]);
    expect(d.counters()[0]).toMatchObject({ delivered: 3, dropped: 1 });
  });

  it('a sink that throws, even synchronously, is logged and retried; the host never sees the error', async () => {
    let calls = 0;
    const flaky: RetryingSink = {
      name: 'flaky',
      retry: { retries: 3, backoffMs: 10, maxBackoffMs: 10 },
      send: () => {
        calls++;
        if (calls === 1) throw new Error('boom');
        if (calls === 2) return Promise.reject(new DeliveryError('HTTP 502 Bad Gateway', { retryable: true, status: 502 }));
        return Promise.resolve();
      },
    };
    const logs: string[] = [];
    const d = new AlertDispatcher([flaky], { log: (l) => logs.push(l), sleep: () => Promise.resolve(), random: () => 0 });
    expect(() => d.dispatch([numberedEvent(1)])).not.toThrow();
    await d.idle();
    expect(calls).toBe(3);
    expect(logs.map((l) => l.replace(/.*attempt/, 'attempt'))).toEqual(['attempt 1/4: boom; retrying in 5ms', 'attempt 2/4: HTTP 502 Bad Gateway; retrying in 5ms']);
    expect(d.counters()[0]).toMatchObject({ delivered: 1, failed: 0, retries: 2 });
  });

  it('close drains within its deadline, then gives up on the rest (counted dropped), closes the sinks and takes no more', async () => {
    let closed = 0;
    const down: RetryingSink = {
      name: 'down',
      retry: { retries: 5, backoffMs: 1000, maxBackoffMs: 1000 },
      send: () => Promise.reject(new DeliveryError('HTTP 503 Service Unavailable', { retryable: true, status: 503 })),
      close: () => {
        closed++;
        return Promise.resolve();
      },
    };
    const logs: string[] = [];
    // Backoff waits never end by themselves; the deadline's wait (the injected sleep too) does, at once.
    const d = new AlertDispatcher([down], { log: (l) => logs.push(l), sleep: (ms, signal) => (ms === 250 ? Promise.resolve() : stuckSleep(ms, signal)) });
    d.dispatch([1, 2].map(numberedEvent));
    await flush();
    expect(await d.close(250)).toBe(false);
    expect(closed).toBe(1);
    expect(logs.at(-1)).toBe('forbear: alert sink "down": shutting down after 250ms; 2 event(s) still queued or in flight were given up');
    d.dispatch([numberedEvent(3)]);
    expect(d.counters()[0]).toMatchObject({ delivered: 0, dropped: 3, queued: 0 });
    await d.idle();
  });
});
