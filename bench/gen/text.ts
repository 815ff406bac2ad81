/**
 * Text pools the sessions are built from. Sentences carry slots ({order}, {amount}, {date}, …)
 * filled with fresh random entities per message, so nearly every reply is distinct, as real
 * replies are (they quote the customer's own records): no small pool a memo could learn.
 */
import { compose, entities, fill, type Slots } from './entities.js';
import type { Prng } from './prng.js';

export const SYSTEM_PROMPT = [
  'You are the customer-support agent of Northwind Home & Cloud. You help customers with orders,',
  'refunds, subscriptions, plans, payment methods and account settings, using the tools provided.',
  'Rules: (1) Never change, cancel, refund or delete anything unless the customer has clearly said',
  'which record and which outcome they want. (2) If a request is ambiguous, missing a parameter,',
  'contradicts what the records show, or would cause harm the customer may not expect, ask one short',
  'question instead of acting. (3) Read tools are always safe to call. (4) Refunds above $500 and',
  'account closures with more than 5 users need a human billing manager. (5) Quote order and invoice',
  'ids exactly. (6) Be brief and friendly; do not promise timelines the tools do not confirm.',
  'Policies: refunds within 30 days of delivery; replacements ship standard unless paid express;',
  'plan changes prorate; cancellations take effect at the end of the term unless asked otherwise.',
].join(' ');

export const CUSTOMER_NAMES = [
  'Ana Souza', 'Zoë Müller', 'José Álvarez', 'Łukasz Nowak', 'Mei Chen', 'Aarav Patel', 'Chloé Martin',
  'Oluwaseun Adeyemi', 'Søren Kjær', 'Fatima Zahra', 'Liam O\'Brien', 'Yuki Tanaka', 'Noor Haddad',
  'Emma Johansson', 'Diego Fernández', 'Ingrid Støre', 'Kwame Mensah', 'Priya Raman', 'Tomás Ruiz',
];

const USER_CONTEXT = [
  'I have been a customer for about four years and never had a problem until now.',
  'My account email is the one I am writing from.',
  'I already tried the help centre article but it did not cover my case.',
  'This is for our small office, we are six people sharing the account.',
  'I am writing from my phone so sorry for any typos.',
  'Your chat bot last week told me something different, so I would like a clear answer.',
  'I need this sorted before the end of the month because of our budget review.',
  'The last invoice was higher than I expected, which is partly why I am asking.',
  'I tried to do it myself in the settings page but the button was greyed out.',
  'My colleague Sam usually handles this but he is on leave until next week.',
  'Please keep the confirmation short, I will forward it to our accountant.',
  'We are based in Europe so the timing of the billing cycle matters to us.',
  'I spoke to someone on the phone yesterday, the ticket number should be on file.',
  'Honestly I am a bit frustrated, this is the third message I am sending about it.',
  'The order number on my confirmation is {order}, placed on {date}.',
  'I was charged {amount} on {date} and again {amount2} a few days later.',
  'We moved our office to {city} last month, in case that matters.',
  'The {product} arrived on {weekday} but the box was already open.',
  'My previous ticket was {ticket}, opened by {agent} from your team.',
  'Our team has {seats} seats on the {plan} plan at the moment.',
  'The card ending {last4} is the company card, the other one is mine.',
  'The courier was {carrier}, tracking {tracking}, if that helps.',
  'Invoice {invoice} is the one our accountant flagged.',
  'I ordered the {product} for my sister in {city}, it was a gift.',
];

const FOLLOW_UPS = [
  'Thanks! When will that show up on my statement?',
  'Great, can you also email me a receipt for that?',
  'Perfect. Is there anything else I need to do on my side?',
  'Thanks. One more thing: how do I download my past invoices?',
  'OK. And will my colleagues get a notification about this?',
  'Could you double-check that nothing else on the account changed?',
  'Thank you, that was quick. Can I get a summary of what you did?',
  'Alright. How long does the courier usually take to my area?',
];

const AGENT_OPENERS = [
  'Thanks for reaching out, {name}.', 'Hi {name}, thanks for the details.', 'Thanks for your patience, {name}.',
  'Hello {name}, I have looked into this for you.', 'Thanks, {name}.',
];

const AGENT_CONTEXT = [
  'I checked your account and the recent activity on it.',
  'I have reviewed the order history and the payment records.',
  'For your records, everything I did is also listed under Account > Activity.',
  'If you have further questions, just reply to this message and it will reach me.',
  'You will also receive an email confirmation within a few minutes.',
  'Please note that bank processing times are outside our control and can take a few business days.',
  'Our help centre has a step-by-step guide on this under Billing > Changes and refunds.',
  'I have added a note to your account so that any colleague can see the context.',
  'Nothing else on the account was changed.',
  'The change is visible immediately in the web app; the mobile app may need a refresh.',
  'I can see order {order} from {date} for the {product} on your account.',
  'Your last payment of {amount} on {date} went through with the card ending {last4}.',
  'The {carrier} tracking number {tracking} is listed against order {order}.',
  'Your account is on the {plan} plan with {seats} seats.',
  'Invoice {invoice} shows a total of {amount}.',
  'I have linked this conversation to ticket {ticket} so {agent} can see it too.',
  'The shipping address on file is in {city}.',
  'Order {order2} from earlier this year is also on the account, for {amount2}.',
  'Our records show the {product} was dispatched from the {city} warehouse.',
  'Customers in {city} usually get {carrier} deliveries within {days} business days.',
];

const DONE_LINES = [
  'Done: I have completed the {tool} request for you.',
  'All set. The {tool} request went through successfully.',
  'That is taken care of. I ran {tool} and it completed without errors.',
];

const INFO_LINES = [
  'Refunds usually appear on your statement within 5 to 10 business days.',
  'I have sent a receipt to the email address on file.',
  'There is nothing else you need to do on your side.',
  'You can download past invoices from Billing > Invoices; each has a PDF link.',
  'Your colleagues are not notified automatically; you can share the confirmation email.',
  'I double-checked: no other settings on the account changed.',
  'Standard delivery to your area typically takes 3 to 5 business days.',
  'The refund of {amount} for order {order} should reach the card ending {last4} within {days} business days.',
  'A receipt for invoice {invoice} went to the address on file a moment ago.',
  '{carrier} expects to deliver order {order} by {weekday}, tracking {tracking}.',
  'Past invoices, including {invoice}, are under Billing > Invoices with a PDF link each.',
  'The {plan} plan renews on {date}; your {seats} seats carry over.',
];

const IMPLICIT_LINES = [
  'I have looked at your account and the recent orders. Let me know if there is anything else.',
  'I reviewed the records you mentioned. Thanks for your patience while I checked.',
  'I have gone through your account history. Everything else looks in order.',
];

const POST_HOC_LINES = [
  'I went ahead with {tool}. However, I noticed something you may want to check:',
  'The {tool} request is done, but there is a problem I should mention:',
];

/** A few sentences drawn from `pool`, slots filled from `slots` (fresh entities when absent). */
function sentences(rng: Prng, pool: readonly string[], lo: number, hi: number, slots?: Slots): string {
  return compose(rng, pool, lo, hi, slots ?? entities(rng));
}

export function userOpening(rng: Prng, request: string): string {
  return `${request} ${sentences(rng, USER_CONTEXT, 2, 6)}`;
}

export function userFollowUp(rng: Prng): string {
  return `${rng.pick(FOLLOW_UPS)} ${sentences(rng, USER_CONTEXT, 1, 4)}`;
}

export function userAnswer(rng: Prng, answer: string): string {
  return `${answer} ${sentences(rng, USER_CONTEXT, 1, 3)}`;
}

function opener(rng: Prng, name: string): string {
  return fill(rng.pick(AGENT_OPENERS), { name: name.split(' ')[0] ?? name });
}

/** One customer's entities for the whole reply, so its sentences agree with each other. */
function replySlots(rng: Prng): Slots {
  return entities(rng);
}

export function replyAsk(rng: Prng, name: string, question: string): string {
  const s = replySlots(rng);
  return `${opener(rng, name)} ${sentences(rng, AGENT_CONTEXT, 1, 2, s)} Before I change anything: ${question} ${sentences(rng, AGENT_CONTEXT, 2, 4, s)}`;
}

export function replyDone(rng: Prng, name: string, tool: string): string {
  const s = replySlots(rng);
  return `${opener(rng, name)} ${fill(rng.pick(DONE_LINES), { tool })} ${sentences(rng, AGENT_CONTEXT, 3, 6, s)}`;
}

export function replyPostHoc(rng: Prng, name: string, tool: string, question: string): string {
  const s = replySlots(rng);
  return `${opener(rng, name)} ${fill(rng.pick(POST_HOC_LINES), { tool })} ${question} ${sentences(rng, AGENT_CONTEXT, 2, 4, s)}`;
}

export function replyImplicit(rng: Prng, name: string): string {
  return `${opener(rng, name)} ${rng.pick(IMPLICIT_LINES)} ${sentences(rng, AGENT_CONTEXT, 1, 3, replySlots(rng))}`;
}

export function replyInfo(rng: Prng, name: string): string {
  const s = replySlots(rng);
  return `${opener(rng, name)} ${sentences(rng, INFO_LINES, 1, 3, s)} ${sentences(rng, AGENT_CONTEXT, 2, 5, s)}`;
}

/** Help-centre style paragraph, for tool results. */
export function paragraph(rng: Prng): string {
  return sentences(rng, AGENT_CONTEXT, 2, 4);
}
