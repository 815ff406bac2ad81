import { readFile } from 'node:fs/promises';
import { parseYamlDocument, yamlValue } from '../util/yaml-document.js';
import { z } from 'zod';
import { describePath } from '../corpus/load.js';
import { MineInputError } from './mine-input-error.js';
import { roleLabel } from './roles.js';
import { yamlErrorMessage, yamlErrorPlace } from '../util/yaml-error.js';
import { ioMessage } from '../util/io-message.js';
import { compileLinear, refusalMessage } from '../util/linear-regex.js';

const words = z.array(z.string().min(1)).min(1);

/** Regular expressions (case-insensitive) for messages that are no one's decision: auto-closures, surveys, bot greetings. */
const ignore = z.array(z.string().min(1).superRefine((p, ctx) => {
  // Run on RE2's linear-time engine (ignore-patterns.ts): what it cannot run is refused here, by key.
  const compiled = compileLinear(p);
  if ('error' in compiled) ctx.addIssue({ code: 'custom', message: compiled.invalid === true ? 'not a valid regular expression' : refusalMessage(compiled) });
})).default([]);

/**
 * Author and speaker labels recognised without a mapping, in the spellings help-desk, chat and
 * call-analytics exports use (Zendesk `end-user`, Intercom `admin`/`user`, CCAI `END_USER`,
 * chat logs `user`/`assistant`). Compared after `roleLabel` (case, `(name)`, trailing numbers).
 */
export const DEFAULT_AGENT_ROLES = ['agent', 'rep', 'representative', 'admin', 'staff', 'support', 'operator', 'advisor', 'adviser', 'teammate', 'assistant'];
export const DEFAULT_CUSTOMER_ROLES = ['customer', 'caller', 'client', 'user', 'end-user', 'end_user', 'enduser', 'requester', 'contact', 'lead', 'member'];

/** Which ticket-export column holds what. Column names are the export's own. */
const TicketMapping = z.object({
  /**
   * `ticket`: one record per ticket, the thread in the `messages` column. `message`: one record
   * per message (a CSV row per message); records sharing an id are one ticket, the ticket's
   * columns read from its rows (latest status, every action, queues in order).
   */
  rows: z.enum(['ticket', 'message']).default('ticket'),
  /** In a JSON document (not JSON lines): the key of the array of tickets (`tickets`, `data.items`). */
  records: z.string().min(1).optional(),
  id: z.string().min(1),
  status: z.string().min(1),
  /** Status values that mean the ticket was closed (compared case-insensitively). */
  closed: words.default(['closed', 'solved', 'resolved']),
  /** Column listing the actions taken on the ticket (refund, address change, …). */
  resolution_actions: z.string().min(1),
  /** Action names in that column that change nothing (a reply, a note, a tag). */
  not_resolution: z.array(z.string().min(1)).default(['reply', 'note', 'tag', 'comment']),
  /** Column listing the queues the ticket passed through, in order. */
  queue_history: z.string().min(1).optional(),
  /** Column holding the thread: a JSON array of messages, or "author: text" lines. Not with `rows: message`. */
  messages: z.string().min(1).optional(),
  /** Keys of a message (in a JSON array, or columns of a `rows: message` record). Dotted paths reach nested keys (`author.type`). */
  author: z.string().min(1).default('author'),
  text: z.string().min(1).default('text'),
  /** Key of a message's time (ISO 8601 or epoch seconds/ms): the thread is put in time order. */
  date: z.string().min(1).optional(),
  /** Key that is false on an internal note (Zendesk `public`): notes are not replies to the customer. */
  public: z.string().min(1).optional(),
  /** Messages whose text matches one of these are left out of the thread (an automatic closing notice is not the final reply). */
  ignore,
  /** Author values that are the support side and the customer side. */
  agent: words.default(DEFAULT_AGENT_ROLES),
  customer: words.default(DEFAULT_CUSTOMER_ROLES),
  /** Separator of a list held in one CSV cell. */
  separator: z.string().min(1).default(';'),
  /** CSV field delimiter: `,` (RFC 4180), `;` (spreadsheets in many locales), `"\t"` (TSV). */
  delimiter: z.string().length(1).default(','),
  /** Prefix of the source pointer written into each candidate. */
  source: z.string().default('ticket:'),
}).strict().superRefine((m, ctx) => {
  if (m.rows === 'ticket' && m.messages === undefined) ctx.addIssue({ code: 'custom', path: ['messages'], message: 'required with rows: ticket (the column holding the thread); with one record per message set rows: message' });
  if (m.rows === 'message' && m.messages !== undefined) ctx.addIssue({ code: 'custom', path: ['messages'], message: 'not used with rows: message (each record is one message: set author and text)' });
  overlap(m, ctx);
});

const TranscriptMapping = z.object({
  /** In a JSON document (not JSON lines): the key of the array of records. */
  records: z.string().min(1).optional(),
  call: z.string().min(1).default('call_id'),
  /** A record is one whole call whose turns are the array at this key; unset, each record is one turn. */
  turns: z.string().min(1).optional(),
  speaker: z.string().min(1).default('speaker'),
  text: z.string().min(1).default('text'),
  /** Key of a turn's time: the turns of a call are put in time order. */
  date: z.string().min(1).optional(),
  agent: words.default(DEFAULT_AGENT_ROLES),
  customer: words.default(DEFAULT_CUSTOMER_ROLES),
  /** CSV field delimiter, for transcripts exported as CSV (one row per turn). */
  delimiter: z.string().length(1).default(','),
  /** Turns whose text matches one of these are left out (an IVR prompt, a recorded notice). */
  ignore,
  /** More phrases that make a customer turn a request ("merci de", "por favor"), added to the built-in ones. */
  request_forms: z.array(z.string().min(1)).default([]),
  source: z.string().default('call:'),
}).strict().superRefine(overlap);

/** A label on both sides would make every message both the request and the reply. */
function overlap(m: { agent: string[]; customer: string[] }, ctx: z.RefinementCtx): void {
  const customers = new Set(m.customer.map(roleLabel));
  const both = m.agent.filter((a) => customers.has(roleLabel(a)));
  if (both.length > 0) ctx.addIssue({ code: 'custom', path: ['agent'], message: `${both.map((b) => `"${b}"`).join(', ')} is also listed under customer: a label belongs to one side` });
}

const MappedTool = z.object({
  name: z.string().min(1),
  effect: z.enum(['read', 'write']),
  description: z.string().optional(),
  /** Words in a customer's request that make this tool tempting ("refund", "money back"). */
  keywords: z.array(z.string().min(1)).default([]),
}).strict();

export const MappingSchema = z.object({
  /** Name of the candidate corpus written. */
  corpus: z.string().min(1).default('mined-candidates'),
  /** The deployed tool catalog, copied into the candidate corpus. */
  tools: z.array(MappedTool).min(1, 'list the deployed tools, with the words that make each tempting'),
  tickets: TicketMapping.optional(),
  transcripts: TranscriptMapping.default(() => TranscriptMapping.parse({})),
}).strict();

export type Mapping = z.infer<typeof MappingSchema>;
export type TicketMapping = z.infer<typeof TicketMapping>;
export type TranscriptMapping = z.infer<typeof TranscriptMapping>;
export type MappedTool = z.infer<typeof MappedTool>;

/** Reads and validates a mapping file; every problem names its key (`tickets.status: …`). */
export async function loadMapping(path: string): Promise<Mapping> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    throw new MineInputError([{ code: 'mapping.unreadable', path, message: `cannot read: ${ioMessage(err)}`, severity: 'error' }]);
  }
  return parseMapping(text, path);
}

export function parseMapping(text: string, path: string): Mapping {
  const doc = parseYamlDocument(text, { uniqueKeys: true });
  if (doc.errors.length > 0) {
    throw new MineInputError(doc.errors.map((e) => ({
      code: 'mapping.syntax', path: yamlErrorPlace(e, path),
      message: yamlErrorMessage(e), severity: 'error' as const,
    })));
  }
  const raw: unknown = yamlValue(doc);
  const parsed = MappingSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    throw new MineInputError(parsed.error.issues.map((issue) => {
      // An unknown key is most often a typo: name it.
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
      const at = keys.length > 0 ? [...issue.path, keys[0]!] : issue.path;
      return { code: 'mapping.schema', path: `${path}: ${describePath(raw, at)}`, message: issue.message, severity: 'error' as const };
    }));
  }
  return parsed.data;
}
