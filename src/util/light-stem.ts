/**
 * A light English suffix stripper, shared by the reply's on-point check and organic matching:
 * possessive, plural, -ies, -ing, -ed, -ly, final e and a doubled final consonant, so "refunded",
 * "refunds" and "refunding" meet, as do "cancelled"/"canceled" and "stopped"/"stop".
 */
export function lightStem(word: string): string {
  let w = word;
  if (w.endsWith("'s") || w.endsWith('’s')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('ly')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  // A doubled final consonant is written once (applied to every word alike, so "install" and "installed" still meet).
  if (w.length > 4 && /([b-df-hj-np-rtv-z])\1$/u.test(w)) w = w.slice(0, -1);
  return w;
}
