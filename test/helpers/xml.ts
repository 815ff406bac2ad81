/**
 * A strict, small XML 1.0 well-formedness checker and tree builder for testing what forbear
 * writes (JUnit): legal characters only, balanced tags, quoted attributes, known entities.
 * Throws with the offset of the first problem.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const NAME = /^[A-Za-z_:][\w.:-]*/;

function decode(s: string, at: number): string {
  return s.replace(/&([^;]*);?/g, (m, name: string) => {
    if (!m.endsWith(';')) throw new Error(`bare & at ${at}`);
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    const v = ENTITIES[name];
    if (v === undefined) throw new Error(`unknown entity &${name}; at ${at}`);
    return v;
  });
}

export function parseXml(text: string): XmlElement {
  // XML 1.0 Char: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]
  // eslint-disable-next-line no-control-regex
  const bad = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u.exec(text);
  if (bad) throw new Error(`illegal character U+${bad[0].codePointAt(0)!.toString(16)} at ${bad.index}`);
  let i = 0;
  if (text.startsWith('<?xml')) i = text.indexOf('?>') + 2;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const chunk = lt < 0 ? text.slice(i) : text.slice(i, lt);
    if (stack.length === 0 && chunk.trim() !== '') throw new Error(`text outside the root element at ${i}`);
    if (stack.length > 0) stack[stack.length - 1]!.text += decode(chunk, i);
    if (lt < 0) break;
    if (text.startsWith('</', lt)) {
      const end = text.indexOf('>', lt);
      const name = text.slice(lt + 2, end).trim();
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> at ${lt} closes <${open?.name}>`);
      i = end + 1;
      continue;
    }
    const m = NAME.exec(text.slice(lt + 1));
    if (!m) throw new Error(`bad tag at ${lt}`);
    const el: XmlElement = { name: m[0], attrs: {}, children: [], text: '' };
    let j = lt + 1 + m[0].length;
    for (;;) {
      while (/\s/.test(text[j] ?? '')) j++;
      if (text.startsWith('/>', j) || text[j] === '>') break;
      const a = NAME.exec(text.slice(j));
      if (!a) throw new Error(`bad attribute at ${j}`);
      j += a[0].length;
      if (text[j] !== '=' || text[j + 1] !== '"') throw new Error(`unquoted attribute ${a[0]} at ${j}`);
      const close = text.indexOf('"', j + 2);
      const raw = text.slice(j + 2, close);
      if (raw.includes('<')) throw new Error(`< in attribute at ${j}`);
      if (a[0] in el.attrs) throw new Error(`duplicate attribute ${a[0]} at ${j}`);
      el.attrs[a[0]] = decode(raw, j);
      j = close + 1;
    }
    if (stack.length > 0) stack[stack.length - 1]!.children.push(el);
    else if (root !== undefined) throw new Error(`second root element at ${lt}`);
    else root = el;
    if (text.startsWith('/>', j)) i = j + 2;
    else {
      stack.push(el);
      i = j + 1;
    }
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack[stack.length - 1]!.name}>`);
  if (root === undefined) throw new Error('no root element');
  return root;
}

/** Every descendant element with this name, depth first. */
export function findAll(el: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (const c of el.children) {
    if (c.name === name) out.push(c);
    out.push(...findAll(c, name));
  }
  return out;
}
