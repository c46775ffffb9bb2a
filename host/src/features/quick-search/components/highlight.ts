import { foldForSearch, type QuickSearchMatch, quickSearchTerms } from '@portal/shared/contract/quick-search';

/** A stretch of a shown text, `matched` when the query found it. */
export interface Part {
  text: string;
  matched: boolean;
}

type Range = [number, number];

function partsOf(text: string, ranges: Range[]): Part[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const parts: Part[] = [];
  let at = 0;
  for (const [from, to] of sorted) {
    if (to <= at) continue;
    const start = Math.max(from, at);
    if (start > at) parts.push({ text: text.slice(at, start), matched: false });
    parts.push({ text: text.slice(start, to), matched: true });
    at = to;
  }
  if (at < text.length) parts.push({ text: text.slice(at), matched: false });
  return parts;
}

/** Whether two words are at most one letter apart: one changed, added or missing. */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Where the query's words are in a name: each as typed (accents and capitals aside, which fold one letter to
 * one, so a place in the folded name is the same place in the shown one), else the name's word one letter off.
 */
function nameRanges(name: string, words: string[]): Range[] {
  const folded = foldForSearch(name);
  const nameWords = [...folded.matchAll(/[a-z0-9]+/g)].map((m) => ({ word: m[0], at: m.index }));
  return words.flatMap((w): Range[] => {
    const found: Range[] = [];
    for (let at = folded.indexOf(w); at >= 0; at = folded.indexOf(w, at + w.length)) found.push([at, at + w.length]);
    if (found.length) return found;
    return nameWords.filter((n) => oneEditApart(n.word, w)).map((n): Range => [n.at, n.at + n.word.length]);
  });
}

const prefix = (text: string, start: string): Range[] => (start && text.startsWith(start) ? [[0, start.length]] : []);
const plain = (text: string): Part[] => [{ text, matched: false }];

/** The parts of a match to show, what the query found in it marked: number, certificate, holder and DNI. */
export function highlightMatch(match: QuickSearchMatch, query: string) {
  const terms = quickSearchTerms(query);
  const certificate = String(match.certificateNumber);
  if (terms.kind === 'name') {
    return {
      policy: plain(match.policyNumber),
      certificate: plain(certificate),
      holder: partsOf(match.holderName, nameRanges(match.holderName, terms.words)),
      dni: plain(match.holderDni),
    };
  }
  if (terms.certificate) {
    const whole = (text: string) => partsOf(text, [[0, text.length]]);
    return {
      policy: whole(match.policyNumber),
      certificate: whole(certificate),
      holder: plain(match.holderName),
      dni: plain(match.holderDni),
    };
  }
  // Policy numbers are kept without the printed leading zeros; a DNI keeps its own.
  const policyStart = terms.digits.replace(/^0+(?=\d)/, '');
  return {
    policy:
      match.matchedBy === 'poliza'
        ? partsOf(match.policyNumber, prefix(match.policyNumber, policyStart))
        : plain(match.policyNumber),
    certificate: plain(certificate),
    holder: plain(match.holderName),
    dni:
      match.matchedBy === 'dni'
        ? partsOf(match.holderDni, prefix(match.holderDni, terms.digits))
        : plain(match.holderDni),
  };
}
