import { buildProducerTree, coresOf, producerNodeText, producerTexts } from './producer-tree';

const codes = [
  {
    core: 'VT',
    producerCodes: [
      { id: 'X1234', name: 'GARCIA JUAN|Sucursal Centro', core: 'VT' },
      { id: '5678', name: 'PEREZ ANA', core: 'VT' },
    ],
  },
  { core: 'RVT', producerCodes: [{ id: '9X9', name: 'LOPEZ RAUL|x', core: 'RVT' }] },
  { core: 'EOS', producerCodes: [{ id: '111', name: 'EXCLUIDO', core: 'EOS' }] },
];

describe('buildProducerTree', () => {
  it("shows core VT as 'VIDA Y GENERALES' and RVT as 'RETIRO' and leaves EOS out", () => {
    const tree = buildProducerTree(codes);
    expect(tree.map((n) => n.text)).toEqual(['VIDA Y GENERALES', 'RETIRO']);
  });

  it("names each producer '(code without X) name', name being the text before '|'", () => {
    const tree = buildProducerTree(codes);
    expect(tree[0].items.map((n) => n.text)).toEqual(['(1234) GARCIA JUAN', '(5678) PEREZ ANA']);
    expect(tree[1].items[0]).toEqual({ id: '9X9', text: '(99) LOPEZ RAUL', core: 'RVT', items: [] });
    expect(producerNodeText('X12X', 'A|B|C')).toBe('(12) A');
  });

  it('leaves out a core with no producers', () => {
    expect(buildProducerTree([{ core: 'VT', producerCodes: [] }])).toEqual([]);
  });

  it('gives the cores and texts of the checked producers', () => {
    const tree = buildProducerTree(codes);
    expect(coresOf(tree, ['9X9', '5678'])).toEqual(['VT', 'RVT']);
    expect(producerTexts(tree, ['X1234'])).toEqual(['(1234) GARCIA JUAN']);
  });
});
