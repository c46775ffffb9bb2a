import { downloadFile } from '@portal/shared';
import { defineEndpoint } from '../../contract/define';
import { z } from '../../zod';
import { initialGridQueryModel } from '../server-grid/grid-query';
import { reportExport } from './report-export';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), downloadFile: jest.fn() }));

const exportThings = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'things/export',
  area: 'shell',
  summary: 'test',
  auth: true,
  body: z.object({ cuit: z.string() }).passthrough(),
  response: z.any(),
});

describe('reportExport', () => {
  it("posts the criteria with the grid's sort and filters, the escaped filters text and the visible columns", async () => {
    const file = { blob: new Blob(['x']), fileName: null };
    jest.mocked(downloadFile).mockResolvedValue(file);
    const grid = {
      ...initialGridQueryModel(),
      page: 2,
      sortModel: [{ field: 'premium', sort: 'desc' as const }],
      filterModel: { items: [{ field: 'holder', operator: 'contains', value: 'ana' }] },
    };
    const columns = [
      { title: 'Premio', field: 'premium', summarize: true, displayFormat: 5 },
      { title: 'Oculta', field: 'x', show: false },
    ];

    await expect(reportExport(exportThings)({ cuit: '20172543597' }, grid, columns, "Productor: 'X'")).resolves.toBe(
      file,
    );
    expect(downloadFile).toHaveBeenCalledWith(exportThings, {
      body: {
        cuit: '20172543597',
        sort: [{ field: 'premium', sort: 'desc' }],
        gridFilters: [{ field: 'holder', operator: 'contains', value: 'ana' }],
        filters: "Productor: \\'X\\'",
        columns: [{ title: 'Premio', field: 'premium', summarize: true, format: 3 }],
      },
    });
  });
});
