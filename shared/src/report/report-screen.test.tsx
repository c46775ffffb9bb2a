import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { installFakeApi, renderScreen } from '@portal/shared/testing';
import { useReportColumns } from './column-manager/use-report-columns';
import { ReportScreen } from './report-screen';
import { buildProducerTree } from './search/producer-tree';
import { useReportSearch } from './search/use-report-search';
import type { ReportColumn } from './types';

const SLOW = { timeout: 15_000 };
const tree = buildProducerTree([{ core: 'VT', producerCodes: [{ id: 'X100', name: 'Productor Demo', core: 'VT' }] }]);
const base: ReportColumn[] = [
  { title: 'Póliza', field: 'poliza' },
  { title: 'Importe', field: 'importe' },
];
interface Row {
  id: number;
  poliza: string;
  importe: number;
}
interface Criteria {
  producerId: string[];
}

function Harness({ download }: { download: jest.Mock }) {
  const form = useForm<{ poliza: string }>({ defaultValues: { poliza: '' } });
  const search = useReportSearch<{ poliza: string }, Criteria>({
    form,
    queryKey: 'report-screen-test',
    toCriteria: (_filters, producerId) => ({ producerId }),
    describe: () => 'Productores: X100',
    cleared: () => ({ poliza: '' }),
    invalidMessage: 'Corregí los filtros',
  });
  const columns = useReportColumns('rejection', base);
  const rows: Row[] = [{ id: 1, poliza: '1001', importe: 10 }];
  return (
    <ReportScreen<Row, Criteria>
      title="Reporte de prueba"
      crumb="Reporte"
      legend="rechazos"
      search={search}
      producerTree={tree}
      producersLoading={false}
      producerTabLabel="Productores"
      tabs={[]}
      columns={columns}
      page={{ data: search.criteria ? { data: rows, total: 1 } : undefined, isFetching: false, error: null }}
      totals={[{ label: 'Importe', ars: 10 }]}
      exportFile={{ fileName: 'Prueba.xlsx', download }}
      gridLabel="Grilla de prueba"
      aboveGrid={<p>Nota sobre los resultados</p>}
    />
  );
}

describe('ReportScreen', () => {
  it("lays out a report: its legends, export only after a search and for what was searched, no 'Programar envío' unless the report has one", async () => {
    const api = installFakeApi({
      'GET reports/columnview': () => ({ json: { report: 'rejection', columns: null } }),
      'GET Label/getLabelSection': (request) => ({ json: { Text: `Leyenda ${request.query.get('Type')}` } }),
    });
    const download = jest.fn(async () => new Blob(['x']));
    const user = userEvent.setup({ delay: null });
    renderScreen(<Harness download={download} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Reporte de prueba' })).toBeInTheDocument();
    expect(await screen.findByText('Leyenda subtitulo')).toBeInTheDocument();
    expect(await screen.findByText('Leyenda aviso')).toBeInTheDocument();
    expect(api.callsTo('GET Label/getLabelSection').map((c) => c.query.get('Section'))).toEqual([
      'rechazos',
      'rechazos',
    ]);
    expect(screen.getByText('Nota sobre los resultados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Programar envío' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('checkbox', { name: '(100) Productor Demo' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled(), SLOW);
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const [criteria, grid, columns, filtersText] = download.mock.calls[0] as unknown as [
      Criteria,
      { page: number },
      ReportColumn[],
      string,
    ];
    expect(criteria).toEqual({ producerId: ['X100'] });
    expect(grid.page).toBe(0);
    expect(columns.map((c) => c.field)).toEqual(['poliza', 'importe']);
    expect(filtersText).toBe('Productores: X100');
  });
});
