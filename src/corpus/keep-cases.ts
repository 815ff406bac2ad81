import { isMap, isSeq, parseDocument } from 'yaml';

/**
 * The corpus file's text with only the named cases left; everything else (comments too) as
 * written. A kept case whose twin is not kept loses its `twin` key: a twin pointing at a case
 * that is not in the file would make the whole file fail to load.
 */
export function keepCases(text: string, ids: ReadonlySet<string>): string {
  const doc = parseDocument(text);
  const cases = doc.get('cases');
  if (isSeq(cases)) {
    cases.items = cases.items.filter((item) => isMap(item) && ids.has(String(item.get('id'))));
    for (const item of cases.items) {
      if (isMap(item) && item.has('twin') && !ids.has(String(item.get('twin')))) item.delete('twin');
    }
  }
  return doc.toString({ lineWidth: 0 });
}
