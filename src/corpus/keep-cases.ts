import { isMap, isSeq, parseDocument } from 'yaml';

/** The corpus file's text with only the named cases left; everything else (comments too) as written. */
export function keepCases(text: string, ids: ReadonlySet<string>): string {
  const doc = parseDocument(text);
  const cases = doc.get('cases');
  if (isSeq(cases)) cases.items = cases.items.filter((item) => isMap(item) && ids.has(String(item.get('id'))));
  return doc.toString({ lineWidth: 0 });
}
