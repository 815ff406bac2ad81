import { readFile } from 'node:fs/promises';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { describePath } from '../corpus/load.js';
import { MineInputError } from './mine-input-error.js';
import { yamlErrorMessage, yamlErrorPlace } from '../util/yaml-error.js';
import { ioMessage } from '../util/io-message.js';

const words = z.array(z.string().min(1)).min(1);

/** Which ticket-export column holds what. Column names are the export's own. */
const TicketMapping = z.object({
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
  /** Column holding the thread: a JSON array of messages, or "author: text" lines. */
  messages: z.string().min(1),
  /** Keys of a message object in a JSON array. */
  author: z.string().min(1).default('author'),
  text: z.string().min(1).default('text'),
  /** Author values that are the support side and the customer side. */
  agent: words.default(['agent']),
  customer: words.default(['customer']),
  /** Separator of a list held in one CSV cell. */
  separator: z.string().min(1).default(';'),
  /** Prefix of the source pointer written into each candidate. */
  source: z.string().default('ticket:'),
}).strict();

const TranscriptMapping = z.object({
  call: z.string().min(1).default('call_id'),
  speaker: z.string().min(1).default('speaker'),
  text: z.string().min(1).default('text'),
  agent: words.default(['agent']),
  customer: words.default(['customer', 'caller']),
  source: z.string().default('call:'),
}).strict();

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
  transcripts: TranscriptMapping.default(TranscriptMapping.parse({})),
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
  const doc = parseDocument(text, { uniqueKeys: true });
  if (doc.errors.length > 0) {
    throw new MineInputError(doc.errors.map((e) => ({
      code: 'mapping.syntax', path: yamlErrorPlace(e, path),
      message: yamlErrorMessage(e), severity: 'error' as const,
    })));
  }
  const raw: unknown = doc.toJS();
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
