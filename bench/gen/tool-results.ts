/** Plausible tool arguments and results (a few hundred bytes to a couple of KB each). */
import type { Prng } from './prng.js';
import { paragraph } from './text.js';

export interface Customer {
  accountId: string;
  name: string;
  email: string;
}

const PRODUCTS = [
  ['KT-220', 'Blue kettle 1.7 l', 39.9], ['TS-104', 'Two-slice toaster', 29.5], ['BL-900', 'Glass blender', 89.0],
  ['CH-065', 'USB-C charger 65 W', 24.99], ['LM-310', 'Desk lamp', 45.0], ['MG-012', 'Mug set (4)', 18.0],
  ['FP-770', 'Frying pan 28 cm', 34.95], ['HD-550', 'Hair dryer', 59.0],
] as const;

const PLANS = ['basic_monthly', 'team_monthly', 'pro_monthly', 'pro_annual', 'enterprise'];

function isoDay(rng: Prng): string {
  return `2026-0${rng.int(1, 2)}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

function orderLines(rng: Prng): Record<string, unknown>[] {
  const n = rng.int(1, 3);
  const lines: Record<string, unknown>[] = [];
  for (let i = 0; i < n; i++) {
    const [sku, name, price] = rng.pick(PRODUCTS);
    lines.push({ line: i + 1, sku, name, qty: rng.int(1, 2), unit_price: price, currency: 'USD' });
  }
  return lines;
}

function orders(rng: Prng, c: Customer): Record<string, unknown> {
  const n = rng.int(1, 4);
  const list: Record<string, unknown>[] = [];
  for (let i = 0; i < n; i++) {
    list.push({
      order_id: `${rng.pick(['A', 'B', 'C', 'D', 'E'])}-${rng.int(1000, 99999)}`,
      placed_at: isoDay(rng), status: rng.pick(['processing', 'shipped', 'delivered', 'delivered']),
      lines: orderLines(rng), ship_to: { city: rng.pick(['Lyon', 'Berlin', 'Austin', 'Leeds', 'Porto']) },
    });
  }
  return { account_id: c.accountId, orders: list, next_page: null };
}

function account(rng: Prng, c: Customer): Record<string, unknown> {
  return {
    account_id: c.accountId, name: c.name, email: c.email, plan: rng.pick(PLANS), seats: rng.int(1, 60),
    status: 'active', created_at: `20${rng.int(18, 25)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`,
    payment_methods: [
      { type: 'card', brand: 'visa', last4: '4242', default: true },
      ...(rng.chance(0.5) ? [{ type: 'card', brand: 'mastercard', last4: '8810', default: false }] : []),
    ],
    sso_users: rng.int(0, 40), balance: { amount: rng.int(0, 50), currency: 'USD' },
    flags: rng.chance(0.1) ? ['security_hold'] : [], notes: paragraph(rng),
  };
}

function invoice(rng: Prng, c: Customer): Record<string, unknown> {
  const lines = orderLines(rng);
  return {
    invoice_id: `INV-${rng.int(1000, 9999)}`, account_id: rng.chance(0.9) ? c.accountId : `ACC-${rng.int(100000, 999999)}`,
    issued_at: isoDay(rng), status: rng.pick(['paid', 'paid', 'open']), lines,
    total: lines.reduce((s, l) => s + Number(l['unit_price']) * Number(l['qty']), 0), currency: 'USD',
  };
}

function shipment(rng: Prng): Record<string, unknown> {
  const events: Record<string, unknown>[] = [];
  const n = rng.int(3, 7);
  for (let i = 0; i < n; i++) {
    events.push({
      at: `${isoDay(rng)}T${String(rng.int(6, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00Z`,
      location: rng.pick(['Hub Leipzig', 'Depot Lyon-Est', 'Sort centre Memphis', 'Local courier']),
      status: rng.pick(['in_transit', 'out_for_delivery', 'arrived_at_facility', 'delivered']),
    });
  }
  return { carrier: rng.pick(['DHL', 'UPS', 'La Poste']), tracking: `1Z${rng.alnum(16).toUpperCase()}`, events };
}

function subscriptions(rng: Prng, c: Customer): Record<string, unknown> {
  return {
    account_id: c.accountId,
    subscriptions: [
      { id: 'photo_storage', name: 'Photo Storage 2 TB', renews_at: isoDay(rng), price: 9.99, status: 'active' },
      { id: 'music_plus', name: 'Music Plus', renews_at: isoDay(rng), price: 11.99, prepaid_months: rng.int(0, 6), status: 'active' },
    ],
  };
}

function kb(rng: Prng): Record<string, unknown> {
  const n = rng.int(2, 4);
  const articles: Record<string, unknown>[] = [];
  for (let i = 0; i < n; i++) {
    articles.push({ id: `KB-${rng.int(100, 999)}`, title: rng.pick(['Changing your plan', 'Refund policy', 'Single sign-on', 'Shipping times', 'Closing an account']), snippet: paragraph(rng) });
  }
  return { articles };
}

/** The result a read tool returns. */
export function readResult(rng: Prng, tool: string, c: Customer): Record<string, unknown> {
  switch (tool) {
    case 'lookup_account': return account(rng, c);
    case 'search_orders': return orders(rng, c);
    case 'get_invoice': return invoice(rng, c);
    case 'get_shipment': return shipment(rng);
    case 'list_subscriptions': return subscriptions(rng, c);
    case 'check_refund_eligibility': return { eligible: rng.chance(0.8), window_days: 30, policy: paragraph(rng) };
    default: return kb(rng);
  }
}

export function readArgs(rng: Prng, tool: string, c: Customer): Record<string, unknown> {
  switch (tool) {
    case 'search_orders': return { account_id: c.accountId, limit: 10 };
    case 'get_invoice': return { invoice_id: `INV-${rng.int(1000, 9999)}` };
    case 'get_shipment': return { order_id: `E-${rng.int(1000, 9999)}` };
    case 'check_refund_eligibility': return { account_id: c.accountId, order_id: `D-${rng.int(1000, 9999)}` };
    case 'search_kb': return { query: rng.pick(['downgrade sso', 'refund window', 'cancel subscription']), top_k: 3 };
    default: return { account_id: c.accountId };
  }
}

export function writeResult(rng: Prng, tool: string, c: Customer): Record<string, unknown> {
  return {
    ok: true, tool, account_id: c.accountId, confirmation: `CNF-${rng.alnum(10).toUpperCase()}`,
    effective_at: `${isoDay(rng)}T00:00:00Z`, audit: { actor: 'support-agent', channel: 'chat' },
    message: paragraph(rng),
  };
}
