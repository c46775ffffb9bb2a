import { messages } from '../messages';
import { z } from '../zod';
import { defineEndpoint } from './define';

/*
 * The header's quick search (issue 39 §3), named here: the spec has no such call. One GET answers up to eight
 * policies of the session's own portfolio (the server decides whose, docs/adr/0011-the-server-decides-whose-data.md)
 * matched by policy number, policy and certificate, the holder's name or DNI. Its own file so the shell loads
 * this call alone, not the portfolio area's.
 */

/** Characters typed before the box asks (the normalized text: accents, case and punctuation aside). */
export const QUICK_SEARCH_MIN_LENGTH = 3;
/** Matches answered at most. */
export const QUICK_SEARCH_LIMIT = 8;

/**
 * The accented letters a search folds and what each becomes, one for one: the stored column the database
 * searches (`policies.search_name`, migration 0022), the query and the highlighting in the browser fold alike.
 */
export const FOLD_FROM = 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç';
export const FOLD_TO = 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc';
const FOLD = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]]));

/** Accents folded and lower case, character for character: a match's position in the folded text is its position in the original. */
export function foldForSearch(text: string): string {
  return [...text]
    .map((c) => FOLD.get(c) ?? c)
    .join('')
    .toLowerCase();
}

/**
 * What a query asks for: digits (a policy number or DNI, dots of a written DNI aside; 'policy/certificate' or
 * 'policy certificate' names a certificate) or words of a name (folded; anything but letters and digits separates).
 */
export type QuickSearchTerms =
  | { kind: 'digits'; digits: string; certificate: { policy: string; certificate: number } | null }
  | { kind: 'name'; text: string; words: string[] };

export function quickSearchTerms(q: string): QuickSearchTerms {
  const trimmed = q.trim();
  const numeric = /^(\d[\d.]*)(?:\s*[/-]\s*|\s+)?(\d{1,9})?$/.exec(trimmed);
  if (numeric) {
    // The first group takes every digit it can: a second one is there only after a separator.
    const digits = numeric[1].replace(/\./g, '');
    return {
      kind: 'digits',
      digits,
      certificate: numeric[2] !== undefined ? { policy: digits, certificate: Number(numeric[2]) } : null,
    };
  }
  const text = foldForSearch(trimmed)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return { kind: 'name', text, words: text ? text.split(' ') : [] };
}

/** Whether a query says enough to search: three characters of digits or of a name. */
export function quickSearchReady(q: string): boolean {
  const terms = quickSearchTerms(q);
  return (terms.kind === 'digits' ? terms.digits : terms.text).length >= QUICK_SEARCH_MIN_LENGTH;
}

/** What found a policy, the group it is shown under. */
export const QUICK_SEARCH_GROUPS = ['poliza', 'certificado', 'asegurado', 'dni'] as const;
export type QuickSearchGroup = (typeof QUICK_SEARCH_GROUPS)[number];

export const quickSearchMatch = z.object({
  /** The policy's id: what /cartera opens 'Información detallada' of. */
  id: z.number(),
  policyNumber: z.string(),
  certificateNumber: z.number(),
  holderName: z.string(),
  holderDni: z.string(),
  matchedBy: z.enum(QUICK_SEARCH_GROUPS),
});
export type QuickSearchMatch = z.infer<typeof quickSearchMatch>;

/** GET api cartera/quick-search?q= — up to eight of the session's policies, grouped by what matched them. */
export const quickSearch = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'cartera/quick-search',
  area: 'cartera',
  summary: 'Búsqueda rápida de pólizas por número, certificado, asegurado o DNI',
  auth: true,
  permission: 'BusquedaCartera',
  query: z.object({
    q: z
      .string()
      .max(100, messages.maxLength(100))
      .refine(quickSearchReady, messages.minLength(QUICK_SEARCH_MIN_LENGTH)),
  }),
  response: z.object({ matches: z.array(quickSearchMatch).max(QUICK_SEARCH_LIMIT) }),
});
