/**
 * Random entities for the reply and message templates: order and ticket ids, amounts, dates,
 * products, places. Slots filled from these make nearly every generated sentence distinct, so a
 * memo keyed on text cannot learn the bench (real replies name the customer's own records).
 */
import type { Prng } from './prng.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ADJECTIVES = ['blue', 'compact', 'stainless', 'cordless', 'glass', 'walnut', 'matte black', 'ceramic', 'foldable', 'smart', 'vintage', 'quiet'];
const NOUNS = ['kettle', 'toaster', 'blender', 'desk lamp', 'mug set', 'frying pan', 'hair dryer', 'charger', 'router', 'backpack', 'office chair', 'headset', 'monitor arm'];
const CITIES = ['Lyon', 'Berlin', 'Austin', 'Leeds', 'Porto', 'Kraków', 'Osaka', 'Accra', 'Bergen', 'Pune', 'Montréal', 'Valencia'];
const CARRIERS = ['DHL', 'UPS', 'La Poste', 'DPD', 'FedEx', 'Royal Mail'];
const PLANS = ['Basic', 'Team', 'Pro', 'Pro annual', 'Business', 'Family'];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

export type Slots = Record<string, string>;

/** A fresh set of slot values: every template filled from it reads as one customer's case. */
export function entities(rng: Prng): Slots {
  const product = `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
  return {
    order: `${rng.pick(['A', 'B', 'C', 'D', 'E', 'F'])}-${rng.int(10000, 99999)}`,
    order2: `${rng.pick(['A', 'B', 'C', 'D'])}-${rng.int(10000, 99999)}`,
    invoice: `INV-${rng.int(10000, 99999)}`,
    ticket: `#${rng.int(100000, 999999)}`,
    amount: `$${rng.int(5, 900)}.${String(rng.int(0, 99)).padStart(2, '0')}`,
    amount2: `$${rng.int(5, 120)}.${String(rng.int(0, 99)).padStart(2, '0')}`,
    date: `${rng.pick(MONTHS)} ${rng.int(1, 28)}`,
    weekday: rng.pick(WEEKDAYS),
    days: String(rng.int(2, 14)),
    product,
    city: rng.pick(CITIES),
    carrier: rng.pick(CARRIERS),
    tracking: `1Z${rng.alnum(14).toUpperCase()}`,
    plan: rng.pick(PLANS),
    seats: String(rng.int(2, 80)),
    last4: String(rng.int(1000, 9999)),
    agent: rng.pick(['Maya', 'Jonas', 'Priya', 'Tom', 'Inès', 'Kenji', 'Sara', 'Luca']),
  };
}

export function fill(template: string, slots: Slots): string {
  return template.replace(/\{(\w+)\}/g, (_m, k: string) => slots[k] ?? '');
}

/** `lo..hi` distinct-ish templates from `pool`, each filled from `slots`, joined by spaces. */
export function compose(rng: Prng, pool: readonly string[], lo: number, hi: number, slots: Slots): string {
  const n = rng.int(lo, hi);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(fill(rng.pick(pool), slots));
  return out.join(' ');
}
