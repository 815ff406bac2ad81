/**
 * `npm run train:replies [-- --out FILE]`: trains the reply model (src/score/reply-model.ts) and
 * writes its weights to src/score/reply-model-weights.ts (or FILE). Deterministic: same data, same
 * file (test/score/response-check-model.test.ts retrains and compares). The fitting itself is in
 * reply-model-fit.ts; `npm run eval:replies-lso` refits it with each project set left out.
 *
 * Data: the `dev` split of SGD, MultiWOZ and Do-Not-Answer, and the project sets named in
 * TRAINING_FIXTURES (an explicit list: a set added later is never trained on by default). The
 * public held-out split is never read; CLAMBER has no licence and is not trained on.
 * The log gives, per signal and set, the rules' and the chosen setting's out-of-fold tp/fp/fn;
 * TRAIN_DUMP=FILE writes the dev replies where label, rules and model disagree.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { choose, loadDev, loadFixtures, MODELLED, predict, round, ruledBy, SIZE, TRAIN_FILES } from './reply-model-fit.js';
import type { ReplyModelData } from '../../src/score/reply-model.js';
import type { Method, Predicted, Shipped, Thresholds } from './reply-model-fit.js';
import { loadRows, repliesDir, sharedAvailable } from './shared-sets.js';

/**
 * The project's labelled sets the model is trained on and checked against, by name. Not here:
 * - replies-heldout-6 stays blind to the model: with it in the check, the one flag the model adds
 *   there on a rule-bound refusal ("not something our system allows") raised the flags threshold
 *   from p ≥ 0.90 to 0.95 and cost every public set flags (SGD dev 1073 → 1063 tp, MultiWOZ dev
 *   272 → 269, both held-out splits too); its own floor test measures it.
 * - replies-heldout-8, the eighth blind set: kept out while it was to be read a second time after
 *   the model's next change (in the check it could move the thresholds); that change did not ship
 *   and the set became a rules development set in replies14. Naming it here is a choice for the
 *   next model round, to be measured with eval:replies-lso.
 * - replies-heldout-9, the ninth blind set (production agents: coding/devops, finance/insurance/
 *   healthcare admin, long multi-step summaries, voice/SMS one-liners, near misses): measured once
 *   as the reader stood, then again by the lead after two other helpers' changes land; training or
 *   checking on it would let it move the model between the two readings.
 * - replies-heldout-10, the tenth blind set (support emails, replies to non-native speakers, tool-loop
 *   endings, mixed signals, near misses): written blind and measured once for issue 16's closing note;
 *   training or checking on it would make it no longer blind for a later reading.
 * - replies-heldout-11, the eleventh blind set (dialogue-system turns, answers to sensitive requests,
 *   tool-use answers, hard support replies, near misses): written blind and measured once for issue
 *   16's closing note, to be read again by the lead; training or checking on it would unblind it.
 * - replies-heldout-12, the twelfth blind set (tool-loop support endings, booking notifications and
 *   failures, answers to sensitive requests, tool-use answers, near misses): written blind and
 *   measured once for issue 16's closing note, to be read again by the lead; training or checking on
 *   it would unblind it.
 * - replies-heldout-13, the thirteenth blind set (hard support replies, booking failures and
 *   notifications, answers to sensitive requests, tool-use answers, near misses): written blind and
 *   measured once for issue 16's closing note, to be read again by the lead.
 * - replies-heldout-14, the fourteenth blind set (tool-loop support endings, hard support replies,
 *   booking failures and notifications, answers to sensitive requests, tool-use answers, near
 *   misses): written blind and measured once for issue 16's closing note, to be read again by the lead.
 * - replies-heldout-15, the fifteenth blind set (the same shapes in airline, telecom, retail, banking,
 *   clinic, HR, university, real-estate, car-rental and streaming replies, written the way today's chat
 *   models write): written blind and measured once for issue 16's closing note, to be read again by the lead.
 * - replies-heldout-16, the sixteenth blind set (back-office agents' final messages: accounting close,
 *   payroll, payables, procurement, warehouse, logistics, IT helpdesk, CRM, insurance, utilities,
 *   permits, property; each reason not to act beside its should-act twin): written blind and measured
 *   once for issue 16's closing note, to be read again by the lead.
 * - replies-heldout-17, the seventeenth blind set (software-operations and SaaS-admin agents' final
 *   messages — repos, clusters, keys, DNS, backups, users, plans, orders, clinic and travel changes,
 *   transfers — written the way open-weight chat models write, with quoted tool output, CLI status
 *   lines and Slack one-liners): written blind and measured once for issue 16's closing note, to be
 *   read again by the lead.
 * - replies-heldout-18, the eighteenth blind set (replies that reach the user by other channels than a
 *   chat window — voice assistants' transcripts, SMS and WhatsApp, emails with signatures, ticket notes —
 *   and agent frameworks' ReAct final answers, in insurance, telecom, logistics, utilities, municipal
 *   services, schools, hotels, gyms, pharmacies and car repair): written blind and measured once for
 *   issue 16's closing note, to be read again by the lead.
 * - replies-heldout-19, the nineteenth blind set (internal workplace agents — IT helpdesk, HR, expenses,
 *   payroll, facilities, procurement, recruiting, legal/contract ops — answering employees in Teams, Slack
 *   and service portals, written the way small instruction-tuned models write: over-polite, restating the
 *   request, signals buried or contradicted): written blind and measured once for issue 16's closing
 *   note, to be read again by the lead.
 * - replies-heldout-20, the twentieth blind set (policy-bound customer-service agents — airline
 *   reservations, retail orders and returns, telecom plans, retail banking — that list the records found,
 *   ask for a yes before acting, cite the policy, give refunds and totals and transfer to a human agent):
 *   written blind, measured once and read again; a rules development set since the thirty-ninth round, the
 *   model not trained on it (naming it here is a choice for the next model round, measured with
 *   eval:replies-lso).
 * - replies-heldout-21, the twenty-first blind set (agents built with multi-agent frameworks — sub-agents'
 *   replies passed through, supervisor summaries, approval gates, tool calls narrated, JSON/YAML/table
 *   outputs — and reasoning models' final answers, in benefits, permits, immigration, healthcare
 *   administration, legal aid, lettings, tax, pensions and brokerage): written blind, measured once and
 *   read again; a rules development set since the thirty-ninth round, the model not trained on it.
 * - replies-heldout-22, the twenty-second blind set (two-sided marketplaces and on-demand platforms —
 *   payouts, listings, disputes, rides, deliveries, home services, resale tickets, holiday rentals, pet
 *   care, ferries and trains — answered by localised agents in regional variants of es/de/fr/it/pt):
 *   written blind, measured once and read again; a rules development set since the fortieth round, the
 *   model not trained on it.
 * - replies-heldout-23, the twenty-third blind set (the raw final outputs of small open-weight models and
 *   hand-rolled agent loops — ReAct scaffolding and tags left in, disclaimers, hedges, contradictions,
 *   cut-offs — in fintech and crypto wallets, games, dating apps, subscriptions, fitness apps and loyalty
 *   programmes): written blind, measured once and read again; a rules development set for agent-loop
 *   scaffolding since scaffold39, the model not trained on it.
 * - replies-heldout-24, the twenty-fourth blind set (personal and executive assistants acting on the user's
 *   behalf — calendars, email, family schedules, household bills, shopping, travel, small-business admin —
 *   whose replies carry drafts, invitations and inbox summaries written for someone else): written blind, measured
 *   once and read again; a rules development set since the forty-first round, the model not trained on it.
 * - replies-heldout-25, the twenty-fifth blind set (replies handling several requests at once with mixed
 *   outcomes, and bilingual replies, in health-care administration, insurance, education, property
 *   management and utilities): written blind, measured once and read
 *   again; a rules development set since the forty-first round, the model not trained on it.
 * - replies-heldout-26, the twenty-sixth blind set (finance-operations agents that preview, confirm, act and
 *   undo — payroll, month-end close, payables, expenses, bank payments, VAT — with approvals routed to a
 *   person): written blind and measured once on 3e36596; a rules development set since the forty-second round,
 *   the model not trained on it.
 * - replies-heldout-27, the twenty-seventh blind set (consumer apps' chat assistants writing as their users do —
 *   emoji, slang, short bubbles, code-switching): written blind and measured once on 3e36596, to be read again
 *   after the forty-second round developed on the twenty-sixth (read again: one reading moved); a rules development
 *   set since the forty-third round (chat43), the model not trained on it.
 * - replies-heldout-28, the twenty-eighth blind set (operations agents serving business customers where a carrier,
 *   broker or technician does part of the work): written blind and measured once on c09d489, after the
 *   forty-second round, and read again after the forty-third; a rules development set since the forty-fourth
 *   round (flags44), the model not trained on it.
 * - replies-heldout-29, the twenty-ninth blind set (healthcare and insurance administration agents — clinics,
 *   pharmacies, insurers, dental and vet practices, telehealth): written blind and measured once on e1287ba.
 * - replies-heldout-30, the thirtieth blind set (voice agents' final spoken turns as transcripts or speech
 *   scripts): written blind and measured once on e1287ba; a rules development set since the forty-fourth round
 *   (voice44), the model not trained on it.
 * - any set added after this list (a blind set written for a first run) until it is named here.
 */
export const TRAINING_FIXTURES: readonly string[] = [
  'replies.jsonl',
  'replies-blind.jsonl',
  'replies-hands-off.jsonl',
  'replies-heldout.jsonl',
  'replies-heldout-2.jsonl',
  'replies-heldout-3.jsonl',
  'replies-heldout-4.jsonl',
  'replies-heldout-5.jsonl',
  'replies-heldout-7.jsonl',
  'replies-misspelt.jsonl',
  // lang28: with the translated set checked, train:replies writes the same weights and the same public-set figures.
  'replies-translated.jsonl',
];

/** The start of the model16 round: public dev only, the fixtures only checked. */
export const START_METHOD: Method = { name: 'public dev only', fixtures: false, fixtureWeight: 0 };

/**
 * What the shipped model is trained on: public dev only (the fixtures only checked), as at the start
 * of the model16 round. TRAIN_FIXTURE_WEIGHT=W > 0 also teaches the listed project sets, each row's
 * gradient weighted W, with thresholds chosen on each project set read out of fold. Measured by
 * `npm run eval:replies-lso` among 0, 0.5, 1, 2 and 3: summed errors over the left-out sets 27, 25,
 * 26, 28, 27; 0.5 was not shipped: it read "Your appointment was booked on Tuesday 14 May" (a record,
 * replies13) as done at p 0.94, and lost three true flags on public held-out (bench/replies/README.md).
 * model42 measured it again with every development set taught (`npm run eval:replies-lso-sets`, 31 sets
 * each left out): errors over the left-out sets 738 by the rules, 752 by this model, 730–740 taught; not shipped.
 */
const FIXTURE_WEIGHT = Number(process.env.TRAIN_FIXTURE_WEIGHT ?? 0);
export const METHOD: Method = FIXTURE_WEIGHT > 0 ? { name: 'public dev + the other listed project sets', fixtures: true, fixtureWeight: FIXTURE_WEIGHT } : START_METHOD;

export const FIXTURE_DIR = join(repoRoot(), 'test', 'fixtures');

/** Trains with METHOD and writes the weights module to `out`; progress lines go to `log`. */
export function trainReplyModel(out: string, log: (line: string) => void = () => {}): void {
  const dev = loadDev();
  const fixtures = loadFixtures(FIXTURE_DIR, TRAINING_FIXTURES);
  log(`train:replies: ${dev.length} dev replies (${TRAIN_FILES.join(', ')}), ${fixtures.length} fixture replies ${METHOD.fixtures ? `taught (weight ${METHOD.fixtureWeight}) and ` : ''}checked`);
  const p = predict(METHOD, dev, fixtures);
  if (process.env.TRAIN_DUMP !== undefined) dumpChanges(p, process.env.TRAIN_DUMP);
  writeWeights(p.full, choose(p, fixtures, log), out, log);
}

/** TRAIN_DUMP=FILE: every dev reply with its out-of-fold probability per signal where the label
 * and the rules disagree, or the model leans against the rules (p ≥ 0.5 vs a rules' no, p < 0.5
 * vs a yes), to read what the model would add or drop (dev only: held-out is never read). */
function dumpChanges(p: Predicted, file: string): void {
  const texts = new Map(TRAIN_FILES.flatMap((f) => loadRows(join(repliesDir(), f)).map((r, i) => [r.id ?? `${f}:${i}`, r.text] as const)));
  const lines: string[] = [];
  p.taught.forEach((e, i) => {
    if (e.fixture) return;
    MODELLED.forEach(({ label }, s) => {
      const want = e.labels[s];
      const ruled = ruledBy(e, s);
      const pr = 1 / (1 + Math.exp(-p.oof[s]![i]!));
      if (want === undefined || (want === ruled && (pr >= 0.5) === ruled)) return;
      lines.push(JSON.stringify({ id: e.id, label, want, ruled, p: Math.round(pr * 1000) / 1000, text: texts.get(e.id) }));
    });
  });
  writeFileSync(file, `${lines.join('\n')}\n`);
}

function writeWeights(m: Shipped, { add, drop }: Thresholds, out: string, log: (line: string) => void): void {
  const keep = MODELLED.map((_, s) => add[s] !== null || drop[s] !== null);
  const signals = MODELLED.filter((_, s) => keep[s]);
  const idx = MODELLED.map((_, s) => s).filter((s) => keep[s]);
  const { scale } = m;
  const buckets: number[] = [];
  const weights: number[] = [];
  for (let b = 0; b < SIZE; b++) {
    const row = idx.map((s) => Math.round(m.w[s]![b]! / scale));
    if (row.every((v) => v === 0)) continue;
    buckets.push(b);
    weights.push(...row);
  }
  const data: ReplyModelData = {
    signals: signals.map((x) => x.bit),
    bias: idx.map((s) => round(m.bias[s]!)),
    add: idx.map((s) => (add[s] === null ? null : round(add[s]!))),
    drop: idx.map((s) => (drop[s] === null ? null : round(drop[s]!))),
    scale,
    present: Buffer.from(bitset(buckets).buffer).toString('base64'),
    weights: Buffer.from(Int8Array.from(weights).buffer).toString('base64'),
  };
  const body = JSON.stringify(data).replace(/"(\w+)":/gu, '$1: ').replace(/"/gu, "'");
  writeFileSync(out, [
    '// Generated by `npm run train:replies` (bench/replies/train-reply-model.ts). Do not edit.',
    `// ${signals.map((x) => x.label).join(', ') || 'no signal'} modelled; ${buckets.length} weighted buckets of ${SIZE}.`,
    "import type { ReplyModelData } from './reply-model.js';",
    '',
    `export const REPLY_MODEL: ReplyModelData = ${body};`,
    '',
  ].join('\n'));
  log(`  wrote ${out}: ${buckets.length} buckets × ${signals.length} signals, int8 scale ${scale.toFixed(5)}`);
}

/** The set of ids as a bitset of 32-bit words (reply-model.ts ranks into it). */
function bitset(ids: number[]): Uint32Array {
  const out = new Uint32Array(SIZE / 32);
  for (const id of ids) out[id >>> 5]! |= 1 << (id & 31);
  return out;
}

/** The checkout this file is in (compiled under dist/ or run from source by the tests). */
function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

function main(): void {
  if (!sharedAvailable()) {
    process.stderr.write(`train:replies: shared replies not found at ${repliesDir()} (set FORBEAR_SHARED)\n`);
    process.exitCode = 2;
    return;
  }
  const outArg = process.argv.indexOf('--out');
  const out = outArg > 0 && process.argv[outArg + 1] !== undefined ? process.argv[outArg + 1]! : join(repoRoot(), 'src', 'score', 'reply-model-weights.ts');
  trainReplyModel(out, (line) => process.stdout.write(`${line}\n`));
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main();
