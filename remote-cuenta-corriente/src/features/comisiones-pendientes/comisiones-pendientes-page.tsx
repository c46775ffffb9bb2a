import { useMemo, useState } from 'react';
import { Box, Tab, Tabs, TextField } from '@mui/material';
import { useQueryClient } from '@portal/shared/query';
import { routeEntry } from '@portal/shared';
import {
  firstPage,
  initialGridQueryModel,
  reportMessages,
  useReportColumns,
  type GridQueryModel,
} from '@portal/shared/report';
import { ccMessages as t } from '../../messages';
import { useIdentity } from '../../lib/use-identity';
import { OwnReportFrame } from '../../components/own-report-frame';
import { exportPendingCommissions } from './api/export-pending-commissions';
import { usePendingCommissions, type PendingCriteria } from './api/search-pending-commissions';
import { pendingColumns } from './components/pending-columns';

const entry = routeEntry('/comisiones-pendientes');
type TabId = 'poliza' | 'grupo';

/** /comisiones-pendientes (001 §2): tabs Póliza and Grupo, the server grid, export and column view. Rows do not expand. */
export default function ComisionesPendientesPage() {
  const { cuit } = useIdentity();
  const client = useQueryClient();
  const [tab, setTab] = useState<TabId>('poliza');
  const [poliza, setPoliza] = useState('');
  const [grupo, setGrupo] = useState('');
  const [searched, setSearched] = useState<Omit<PendingCriteria, 'producerCuit'>>({});
  const [grid, setGrid] = useState<GridQueryModel>(() => initialGridQueryModel());
  const policyError = poliza && !/^\d+$/.test(poliza.trim()) ? t.digitsOnly : null;

  const criteria = useMemo<PendingCriteria | null>(
    () => (cuit ? { producerCuit: cuit, ...searched } : null),
    [cuit, searched],
  );
  const page = usePendingCommissions(criteria, grid);
  const columns = useReportColumns('comisionespendientes', pendingColumns);

  const filtersText = [
    searched.poliza && `${reportMessages.policy}: ${searched.poliza}`,
    searched.grupo && `${t.group}: ${searched.grupo}`,
  ]
    .filter(Boolean)
    .join(' | ');

  const search = () => {
    if (policyError) return;
    const next = tab === 'poliza' ? { poliza: poliza.trim() || null } : { grupo: grupo.trim() || null };
    setSearched(next);
    setGrid(firstPage);
    void client.invalidateQueries({ queryKey: ['comisiones-pendientes'] });
  };
  const clear = () => {
    setPoliza('');
    setGrupo('');
    setSearched({});
    setGrid(initialGridQueryModel(grid.pageSize));
  };

  return (
    <OwnReportFrame
      title={entry.title}
      filters={
        <>
          <Tabs value={tab} onChange={(_, v: TabId) => setTab(v)} aria-label={entry.title}>
            <Tab value="poliza" label={t.tabPolicy} id="tab-poliza" aria-controls="panel-poliza" />
            <Tab value="grupo" label={t.tabGroup} id="tab-grupo" aria-controls="panel-grupo" />
          </Tabs>
          <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} sx={{ py: 2 }}>
            {tab === 'poliza' ? (
              <TextField
                label={reportMessages.policy}
                value={poliza}
                onChange={(e) => setPoliza(e.target.value)}
                error={Boolean(policyError)}
                helperText={policyError ?? ' '}
                slotProps={{ htmlInput: { maxLength: 50, inputMode: 'numeric' } }}
                size="small"
              />
            ) : (
              <TextField
                label={t.group}
                value={grupo}
                onChange={(e) => setGrupo(e.target.value)}
                helperText=" "
                slotProps={{ htmlInput: { maxLength: 100 } }}
                size="small"
              />
            )}
          </Box>
        </>
      }
      invalid={Boolean(policyError)}
      search={{ search, clear, criteria, filtersText, grid, setGrid }}
      columns={columns}
      page={page}
      exportFile={{ fileName: 'ComisionesPendientes.xlsx', download: exportPendingCommissions }}
      gridLabel={t.pendingGridLabel}
    />
  );
}
