import { chmodSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { percent } from '../../../src/alerts/sinks/alert-text.js';
import { createSinks } from '../../../src/alerts/sinks/create-sinks.js';
import { eventId } from '../../../src/alerts/sinks/event-id.js';
import { SinkSetupError } from '../../../src/alerts/sinks/sink-setup-error.js';
import { tempDir } from '../../helpers/index.js';
import { spikeEvent } from '../alert-fixtures.js';

let tmp: { dir: string; cleanup: () => void };
beforeEach(() => (tmp = tempDir('forbear-sinks-')));
afterEach(() => tmp.cleanup());

describe('log sink', () => {
  it('writes one stderr line per event naming level, rule, group, the window, the baseline test and the latest offending turn', async () => {
    const lines: string[] = [];
    const [sink] = createSinks([{ type: 'log' }], { env: {}, writeLine: (l) => lines.push(l) });
    await sink!.send(spikeEvent());
    expect(lines).toEqual([
      'forbear alert FIRING alert rule=forced-actions-high group=service.name=checkout forced 6/20 = 30% (95% CI 15–52%) baseline 2/200 p=0.00041 · latest: refund-no-id trace 4bf92f35… tool issue_refund',
    ]);
  });

  it('a resolved event says what it left; an empty window says so instead of 0/0', async () => {
    const lines: string[] = [];
    const [sink] = createSinks([{ type: 'log', name: 'stderr' }], { env: {}, writeLine: (l) => lines.push(l) });
    expect(sink!.name).toBe('stderr');
    await sink!.send(spikeEvent({ type: 'resolved', previous: 'alert', level: undefined, baseline: undefined, offending: [], window: { abstain_turns: 20, forced: 1, rate: 0.05, interval: [0.0089, 0.236], from: null, to: null } }));
    await sink!.send(spikeEvent({ type: 'no_data', previous: 'ok', level: undefined, baseline: undefined, offending: [], window: { abstain_turns: 0, forced: 0, rate: null, interval: null, from: null, to: null } }));
    expect(lines).toEqual([
      'forbear alert RESOLVED rule=forced-actions-high group=service.name=checkout (was alert) forced 1/20 = 5% (95% CI 0.89–24%)',
      'forbear alert NO_DATA rule=forced-actions-high group=service.name=checkout (was ok) no scored abstain turns in the window',
    ]);
  });
});

describe('file sink', () => {
  it('appends one JSON object per event, with its stable id, to a file opened once', async () => {
    const path = join(tmp.dir, 'alerts.jsonl');
    const [sink] = createSinks([{ type: 'file', path }], { env: {}, writeLine: () => undefined });
    expect(sink!.name).toBe(`file ${path}`);
    const a = spikeEvent();
    const b = spikeEvent({ type: 'resolved', level: undefined, previous: 'alert', at_ms: a.at_ms + 60_000, at: new Date(a.at_ms + 60_000).toISOString() });
    await sink!.send(a);
    await sink!.send(b);
    await sink!.close?.();
    const lines = readFileSync(path, 'utf8').split('\n');
    expect(lines.pop()).toBe('');
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed).toEqual([{ id: eventId(a), ...a }, JSON.parse(JSON.stringify({ id: eventId(b), ...b }))]);
    expect(eventId(a)).not.toBe(eventId(b));
  });

  it('an unwritable path is a setup error naming the path; every problem of a sinks list is reported at once', () => {
    const locked = join(tmp.dir, 'locked');
    mkdirSync(locked);
    chmodSync(locked, 0o500);
    const missingDir = join(tmp.dir, 'no', 'such', 'dir', 'alerts.jsonl');
    let err: unknown;
    try {
      createSinks([
        { type: 'file', path: missingDir },
        { type: 'webhook', url: 'https://hooks.example.com/x', format: 'json', headers: { Authorization: 'Bearer ${NOPE_TOKEN}' }, timeout: 1000, retries: 0, backoff: 10, max_backoff: 10 },
      ], { env: {}, writeLine: () => undefined });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(SinkSetupError);
    const problems = (err as SinkSetupError).problems;
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain(missingDir);
    expect(problems[0]).toContain('cannot open for appending');
    expect(problems[1]).toBe('sink "webhook https://hooks.example.com": header Authorization: environment variable NOPE_TOKEN is not set');
    // Root ignores the permission bits; only check the read-only directory where they apply.
    if (process.getuid?.() !== 0) expect(() => createSinks([{ type: 'file', path: join(locked, 'a.jsonl') }], { env: {}, writeLine: () => undefined })).toThrow(join(locked, 'a.jsonl'));
  });
});

describe('percentages in alert text', () => {
  it('round half up without float noise, two significant digits under 10%', () => {
    expect([0.145, 0.3, 0.045, 0.0025, 0, 1].map(percent)).toEqual(['15%', '30%', '4.5%', '0.25%', '0%', '100%']);
  });
});
