import type { QuickSearchMatch } from '@portal/shared/contract/quick-search';
import { highlightMatch, oneEditApart } from './highlight';

const match = (over: Partial<QuickSearchMatch> = {}): QuickSearchMatch => ({
  id: 1,
  policyNumber: '20000123',
  certificateNumber: 2,
  holderName: 'GONZÁLEZ MARÍA',
  holderDni: '20345678',
  matchedBy: 'asegurado',
  ...over,
});
const marked = (parts: { text: string; matched: boolean }[]) => parts.filter((p) => p.matched).map((p) => p.text);

describe('highlightMatch', () => {
  it('marks the words of a name typed without accents, in the name as written', () => {
    const parts = highlightMatch(match(), 'maria gonz');
    expect(marked(parts.holder)).toEqual(['GONZ', 'MARÍA']);
    expect(parts.holder.map((p) => p.text).join('')).toBe('GONZÁLEZ MARÍA');
  });

  it("marks the name's word one letter off what was typed", () => {
    expect(marked(highlightMatch(match(), 'gonzales').holder)).toEqual(['GONZÁLEZ']);
    expect(marked(highlightMatch(match(), 'xyz').holder)).toEqual([]);
  });

  it('marks the start of a policy number typed with its printed zeros, and of a DNI', () => {
    expect(marked(highlightMatch(match({ matchedBy: 'poliza' }), '0020000').policy)).toEqual(['20000']);
    const dni = highlightMatch(match({ matchedBy: 'dni' }), '20.345');
    expect(marked(dni.dni)).toEqual(['20345']);
    expect(marked(dni.policy)).toEqual([]);
  });

  it('marks policy and certificate named together', () => {
    const parts = highlightMatch(match({ matchedBy: 'certificado' }), '20000123/2');
    expect([marked(parts.policy), marked(parts.certificate)]).toEqual([['20000123'], ['2']]);
  });
});

describe('oneEditApart', () => {
  it.each([
    ['gonzalez', 'gonzales', true],
    ['gonzalez', 'gonzalz', true],
    ['gonzalez', 'gonzaleez', true],
    ['gonzalez', 'gomez', false],
    ['perez', 'lopes', false],
  ])('%s and %s: %s', (a, b, expected) => expect(oneEditApart(a, b)).toBe(expected));
});
