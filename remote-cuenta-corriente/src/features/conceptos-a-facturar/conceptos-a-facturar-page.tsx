import { useCallback, useMemo, useState } from 'react';
import {
  Alert,
  Backdrop,
  Button,
  CircularProgress,
  Paper,
  Stack,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import type { z } from '@portal/shared/zod';
import { messages, routeEntry } from '@portal/shared';
import { errorText, PageLayout, ScrollTableContainer } from '@portal/shared/ui';
import type * as cc from '@portal/shared/contract/cuenta-corriente';
import {
  applyColumnView,
  ColumnManager,
  ExportButton,
  firstPage,
  initialGridQueryModel,
  reportMessages,
  ServerGrid,
  useColumnView,
  useSaveColumnView,
  type ColumnViewItem,
  type GridQueryModel,
} from '@portal/shared/report';
import { ccMessages as t } from '../../messages';
import { useIdentity } from '../../lib/use-identity';
import { exportConcepts } from './api/export-concepts';
import { useConcepts } from './api/search-concepts';
import { conceptColumns, summaryColumns } from './components/columns';
import { ConceptDetail } from '../../components/concept-detail/concept-detail';
import { ColumnsTable } from '../../components/columns-table';

const entry = routeEntry('/conceptos-a-facturar');
type Row = z.infer<typeof cc.ConceptRow>;
const labels = { rubro: t.rubros };

/** /conceptos-a-facturar (001 §2): the summary by section, the server-paged grid of periods and sections, expandable into concepts. */
export default function ConceptosAFacturarPage() {
  const { cuit } = useIdentity();
  const [grid, setGrid] = useState<GridQueryModel>(() => initialGridQueryModel());
  const [run, setRun] = useState(1);
  const [bannerClosed, setBannerClosed] = useState(false);
  const [managing, setManaging] = useState<'grid' | 'summary' | null>(null);
  const [summaryView, setSummaryView] = useState<ColumnViewItem[] | null>(null);
  const concepts = useConcepts(cuit, grid, run);
  const view = useColumnView('conceptos');
  const saveView = useSaveColumnView('conceptos');
  const columns = useMemo(() => applyColumnView(conceptColumns, view.data), [view.data]);
  const summary = useMemo(
    () => applyColumnView(summaryColumns, summaryView).filter((c) => c.show !== false),
    [summaryView],
  );

  const search = () => {
    setBannerClosed(false);
    setGrid(firstPage);
    setRun((n) => n + 1);
  };
  const clear = () => {
    setBannerClosed(false);
    setGrid(initialGridQueryModel(grid.pageSize));
  };
  const renderDetail = useCallback(
    (row: Row) => (cuit ? <ConceptDetail cuit={cuit} rubro={row.rubro} periodo={row.periodo} /> : null),
    [cuit],
  );

  const error = concepts.error ?? saveView.error;
  const total = concepts.data?.total ?? 0;
  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 2 }} useFlexGap>
        <Button variant="contained" onClick={search}>
          {reportMessages.search}
        </Button>
        <Button variant="outlined" onClick={clear}>
          {reportMessages.clear}
        </Button>
        {total > 0 && cuit && (
          <ExportButton fileName="Conceptos.xlsx" download={() => exportConcepts(cuit, grid, columns)} />
        )}
        <Button variant="outlined" startIcon={<ViewColumnIcon />} onClick={() => setManaging('grid')}>
          {reportMessages.manageColumns}
        </Button>
      </Stack>
      {error && !bannerClosed && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setBannerClosed(true)}>
          {errorText(error).message}
        </Alert>
      )}
      <Paper variant="outlined" component="section" aria-labelledby="conceptos-resumen" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2" id="conceptos-resumen">
            {t.conceptsSummary}
          </Typography>
          <Button size="small" startIcon={<ViewColumnIcon />} onClick={() => setManaging('summary')}>
            {t.viewSummaryColumns}
          </Button>
        </Stack>
        <ScrollTableContainer label={t.conceptsSummary}>
          <ColumnsTable
            label={t.conceptsSummary}
            columns={summary}
            rows={concepts.data?.resumen ?? []}
            rowKey={(row) => row.rubro}
            labels={labels}
          >
            {concepts.data && concepts.data.resumen.length === 0 && (
              <TableRow>
                <TableCell colSpan={summary.length}>{messages.noData}</TableCell>
              </TableRow>
            )}
          </ColumnsTable>
        </ScrollTableContainer>
      </Paper>
      <ServerGrid<Row>
        label={t.conceptsGridLabel}
        columns={columns}
        rows={concepts.data?.data ?? []}
        rowCount={total}
        query={grid}
        onQueryChange={setGrid}
        searched
        loading={concepts.isFetching}
        labels={labels}
        renderDetail={renderDetail}
      />
      <Backdrop open={concepts.isFetching} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
        <CircularProgress aria-label={messages.loading} />
      </Backdrop>
      <ColumnManager
        open={managing === 'grid'}
        columns={columns}
        onClose={() => setManaging(null)}
        saving={saveView.isPending}
        onSave={(chosen) => saveView.mutate(chosen, { onSettled: () => setManaging(null) })}
      />
      <ColumnManager
        open={managing === 'summary'}
        columns={applyColumnView(summaryColumns, summaryView)}
        onClose={() => setManaging(null)}
        onSave={(chosen) => {
          setSummaryView(chosen);
          setManaging(null);
        }}
      />
    </PageLayout>
  );
}
