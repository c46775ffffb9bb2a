import { callApi } from '../../api/api-client';
import { getProducerCodes } from '../../contract/shell';
import { getProducerTree, producerTreeQueryOptions } from './get-producer-tree';

jest.mock('../../api/api-client', () => ({ callApi: jest.fn() }));

describe('getProducerTree', () => {
  it("asks producer/GetProducerCodes for the user's codes and builds the selection tree from them", async () => {
    jest.mocked(callApi).mockResolvedValue([
      { core: 'VT', producerCodes: [{ id: 'X10', name: 'GARCIA|z', core: 'VT' }] },
      { core: 'EOS', producerCodes: [{ id: '5', name: 'OTRO', core: 'EOS' }] },
    ]);
    const tree = await getProducerTree(42);
    expect(callApi).toHaveBeenCalledWith(getProducerCodes, { query: { userId: 42 } });
    expect(tree).toEqual([
      {
        id: 'core:VT',
        text: 'VIDA Y GENERALES',
        core: 'VT',
        items: [{ id: 'X10', text: '(10) GARCIA', core: 'VT', items: [] }],
      },
    ]);
  });

  it('does not ask before the user is known', () => {
    expect(producerTreeQueryOptions(undefined).enabled).toBe(false);
    expect(producerTreeQueryOptions(3).enabled).toBe(true);
  });
});
