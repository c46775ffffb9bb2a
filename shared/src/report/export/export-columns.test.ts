import { toExportColumns } from './export-columns';

describe('toExportColumns', () => {
  it('sends the visible columns in their order with title, field, summarize and the field format (3 currency, 4 date)', () => {
    expect(
      toExportColumns([
        { title: 'Premio', field: 'premium', summarize: true, displayFormat: 5 },
        { title: 'Oculta', field: 'x', show: false },
        { title: 'Emisión', field: 'issueDate', displayFormat: 4 },
        { title: 'Póliza', field: 'policyNumber' },
      ]),
    ).toEqual([
      { title: 'Premio', field: 'premium', summarize: true, format: 3 },
      { title: 'Emisión', field: 'issueDate', summarize: false, format: 4 },
      { title: 'Póliza', field: 'policyNumber', summarize: false, format: null },
    ]);
  });
});
