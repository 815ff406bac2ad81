import type { ConventionAdapter } from './adapter.js';
import { genAiAdapter } from './gen-ai.js';

/** Every convention forbear reads, tried in order; the first that recognises a span wins. */
export const ADAPTERS: readonly ConventionAdapter[] = [genAiAdapter];
