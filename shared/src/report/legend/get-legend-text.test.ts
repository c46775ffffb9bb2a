import { callApi } from '../../api/api-client';
import { getLabelSection } from '../../contract/reports';
import { getLegendText } from './get-legend-text';

jest.mock('../../api/api-client', () => ({ callApi: jest.fn() }));

describe('getLegendText', () => {
  it('asks Label/getLabelSection for the section and type and answers its Text', async () => {
    jest.mocked(callApi).mockResolvedValue({ Text: 'Aviso vigente' });
    await expect(getLegendText('cartera', 'aviso')).resolves.toBe('Aviso vigente');
    expect(callApi).toHaveBeenCalledWith(getLabelSection, { query: { Section: 'cartera', Type: 'aviso' } });
  });
});
