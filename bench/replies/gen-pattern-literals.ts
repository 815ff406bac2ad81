/**
 * `npm run gen:literals`: writes src/score/pattern-literals-table.bin, the required literals of
 * every pattern the response check compiles with the prefilter's automaton over them, and
 * src/score/pattern-literals-table.ts, what they were worked out from (see
 * src/score/pattern-literals.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { branchLiterals, furtherLiterals, requiredLiterals } from '../../src/score/required-literals.js';
import { scannerKey, scannerSets, sourcesKey, tableBytes } from '../../src/score/pattern-literals.js';
import { LiteralScanner, cellBits } from '../../src/score/literal-scanner.js';
import { COMPILED_PATTERNS, SCAN_LITERAL_MAX } from '../../src/score/response-lexicon.js';
// Importing the check registers every pattern (hands-off.ts compiles its own).
import '../../src/score/response-check.js';

/** The share of the fixture replies a further set's literals may occur in (see `rare`). */
const FURTHER_IN_REPLIES = 0.15;

const out = fileURLToPath(new URL('../../../src/score/pattern-literals-table.ts', import.meta.url));
const TABLE_FILE = 'pattern-literals-table.bin';
const bin = fileURLToPath(new URL(`../../../src/score/${TABLE_FILE}`, import.meta.url));
// Every pattern in the order the lexicon compiles them (a source compiled twice, the same
// pattern in two lists, is there twice: the in-order lookup takes the table as it stands).
const patterns = COMPILED_PATTERNS.map((p) => ({ source: p.source, flags: p.re.flags }));
const literals = patterns.map((p) => requiredLiterals(p.source, p.flags));
// The project's own labelled replies (test/fixtures, in the repository: the output does not depend
// on what else is on the machine), lower-cased as the reader scans them.
const fixtures = fileURLToPath(new URL('../../../test/fixtures/', import.meta.url));
const sample = readdirSync(fixtures).filter((f) => /^replies.*\.jsonl$/u.test(f)).sort()
  .flatMap((f) => readFileSync(`${fixtures}${f}`, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => (JSON.parse(l) as { text: string }).text.toLowerCase()));
// A further set is kept only when it is rare in those replies: each occurrence of its literals
// costs the scan an output, and a common one ("have", "the ") rules out few runs. Only speed
// depends on this choice; every further set is sound (required-literals.ts).
const shares = new Map<string, number>();
const share = (set: readonly string[]): number => {
  const key = JSON.stringify(set);
  let n = shares.get(key);
  if (n === undefined) shares.set(key, (n = sample.filter((t) => set.some((l) => t.includes(l))).length / sample.length));
  return n;
};
const rare = (set: readonly string[]): boolean => share(set) <= FURTHER_IN_REPLIES;
// And, as the branch sets below, only where it pays: when it rules its pattern out of at least
// GATE_IN_REPLIES of the fixture replies the pattern's own literals let through (two thirds of the
// rare ones ruled out next to nothing, and cost the scan their outputs and the automaton states).
const GATE_IN_REPLIES = 0.005;
const holdsIn = (t: string, set: readonly string[]): boolean => set.some((l) => t.includes(l));
const further = patterns.map((p, i) => {
  const own = literals[i] ?? [];
  const passing = sample.filter((t) => holdsIn(t, own));
  return furtherLiterals(p.source, p.flags).filter((set) => rare(set) && passing.filter((t) => !holdsIn(t, set)).length >= GATE_IN_REPLIES * sample.length);
});
// Of a branch's sets, those rare enough (as further sets) are taken rarest first, and then only
// while each one at least halves the share of replies holding all taken so far (at most
// BRANCH_SETS): the first set or two rule out nearly all that every set would, and each one more
// costs the scan its outputs. A pattern keeps its branches only when every branch has a set (a
// branch with none may match any sentence: the gate would pass everything).
const BRANCH_SETS = 3;
const rarest = (sets: readonly (readonly string[])[]): (readonly string[])[] => {
  const left = sets.filter(rare);
  const taken: (readonly string[])[] = [];
  let holding = sample;
  // Stops, too, when no reply holds all taken: the sample can show no more gain.
  while (taken.length < BRANCH_SETS && left.length > 0 && holding.length > 0) {
    const counts = left.map((set) => holding.filter((t) => set.some((l) => t.includes(l))).length);
    const best = counts.indexOf(Math.min(...counts));
    if (taken.length > 0 && (counts[best] as number) > holding.length / 2) break;
    const [set] = left.splice(best, 1) as [readonly string[]];
    taken.push(set);
    holding = holding.filter((t) => set.some((l) => t.includes(l)));
  }
  return taken;
};
// And a pattern keeps them only when they rule it out of at least GATE_IN_REPLIES of the fixture
// replies its own literals let through: every set is paid for in ready time (the table's JSON, the
// automaton's states) and by the scan, and most gates rule out next to nothing.
const branches = patterns.map((p, i) => {
  const kept = branchLiterals(p.source, p.flags).map(rarest);
  if (kept.length === 0 || kept.some((branch) => branch.length === 0)) return [];
  const own = literals[i] ?? [];
  const ruledOut = sample.filter((t) => holdsIn(t, own) && !kept.some((branch) => branch.every((set) => holdsIn(t, set)))).length;
  return ruledOut >= GATE_IN_REPLIES * sample.length ? kept : [];
});
// The scanner's sets as the lexicon lays them out (response-lexicon.ts `prefilterSets`).
const sets = scannerSets(literals, further, branches);
// The prefilter's automaton over every pattern's literals, with the literals themselves (the
// lexicon restores it when the patterns are exactly these, and reads the literals from it).
// Its states are numbered by how often the fixture replies reach them: only speed depends on the
// numbering (literal-scanner.ts `snapshot`).
const snapshot = new LiteralScanner(sets, SCAN_LITERAL_MAX).snapshot(sample);
const sources = sourcesKey(patterns);
writeFileSync(bin, tableBytes(patterns, further, branches, snapshot, sources));
writeFileSync(out, [
  '// Generated by `npm run gen:literals` (bench/replies/gen-pattern-literals.ts). Do not edit.',
  `// The table itself is binary, beside this file (${TABLE_FILE}; pattern-literals.ts reads it): every`,
  '// lexicon pattern in compile order, its further and branch sets, and the prefilter\'s automaton over them.',
  `// ${patterns.length} patterns, ${further.flat(1).length} further sets, ${branches.filter((b) => b.length > 0).length} patterns gated by ${branches.flat(2).length} branch sets, ${snapshot[2]} states.`,
  `export const TABLE_FILE = ${JSON.stringify(TABLE_FILE)};`,
  '// sourcesKey of the patterns the table was generated from (pattern-literals.ts): the file holds it too, and a file with another is not read.',
  `export const SOURCES_KEY = ${JSON.stringify(sources)};`,
  '// scannerKey of the automaton\'s sets and the length its literals are shortened to.',
  `export const SCANNER_KEY = ${JSON.stringify(scannerKey(sets, SCAN_LITERAL_MAX))};`,
  '',
].join('\n'));
process.stdout.write(`gen:literals: ${patterns.length} patterns (${further.flat(1).length} further sets, ${branches.filter((b) => b.length > 0).length} gated by ${branches.flat(2).length} branch sets), prefilter automaton and literals ${4 * snapshot.length} bytes, ${snapshot[2]} states (${cellBits(snapshot[2] as number)}-bit transition cells), states ordered by ${sample.length} fixture replies → ${bin}\n`);
