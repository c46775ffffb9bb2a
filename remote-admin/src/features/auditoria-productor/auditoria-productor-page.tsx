import { useMemo, useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import dayjs from 'dayjs';
import { businessToday, routeEntry, useSessionStore } from '@portal/shared';
import { PageLayout } from '@portal/shared/ui';
import { adminMessages as m } from '../../messages';
import type { AuditFilters as SentFilters, AuditPage, AuditTab } from './api/get-audit';
import { AuditDetailDialog } from './components/audit-detail-dialog';
import { AuditFilters, type FilterState } from './components/audit-filters';
import { AuditGrid } from './components/audit-grid';

const title = routeEntry('/auditoria-productor').title;
const TABS: { id: AuditTab; label: string }[] = [
  { id: 'actividad', label: m.tabs.activity },
  { id: 'errores', label: m.tabs.errors },
  { id: 'mensajes', label: m.tabs.messages },
];
/** 002 §5: the audit's dates travel as month/day/year. */
const MDY = 'MM/DD/YYYY';

function initialFilters(): FilterState {
  const today = dayjs(businessToday()).startOf('day');
  return { from: today.subtract(7, 'day'), to: today, onlySimulated: false, advanced: false, producer: null };
}

/** /auditoria-productor (002 §2): actions, errors and mails of every user, by date, producer or simulated producer. */
export default function AuditoriaProductorPage() {
  const simulation = useSessionStore((s) => s.simulation);
  const menuAdvanced = useSessionStore((s) => s.menuAdvanced);
  const canOnlySimulated = Boolean(simulation?.cuitProducer) && !menuAdvanced;
  const [tab, setTab] = useState<AuditTab>('actividad');
  const [filters, setFilters] = useState<FilterState>(initialFilters);
  const [page, setPage] = useState<AuditPage>({ page: 0, pageSize: 10 });
  const [detail, setDetail] = useState<Record<string, unknown> | null>(null);

  const sent = useMemo<SentFilters>(() => {
    const cuit =
      filters.onlySimulated && canOnlySimulated
        ? simulation?.cuitProducer
        : filters.advanced
          ? filters.producer?.id
          : undefined;
    return { from: filters.from.format(MDY), to: filters.to.format(MDY), ...(cuit && { cuit }) };
  }, [filters, canOnlySimulated, simulation]);

  const change = (next: FilterState) => {
    setFilters(next);
    setPage((p) => ({ ...p, page: 0 }));
  };
  const label = TABS.find((t) => t.id === tab)!.label;

  return (
    <PageLayout title={title} breadcrumbs={[{ label: 'Opciones avanzadas', to: '/avanzadas' }, { label: title }]}>
      <Box sx={{ px: 3, pb: 3 }}>
        <AuditFilters
          value={filters}
          onChange={change}
          onClear={() => change(initialFilters())}
          canOnlySimulated={canOnlySimulated}
        />
        <Tabs
          value={tab}
          onChange={(_e, next: AuditTab) => {
            setTab(next);
            setPage((p) => ({ ...p, page: 0 }));
          }}
          aria-label={title}
          sx={{ mb: 2 }}
        >
          {TABS.map((t) => (
            <Tab key={t.id} value={t.id} label={t.label} id={`audit-tab-${t.id}`} aria-controls="audit-panel" />
          ))}
        </Tabs>
        <Box role="tabpanel" id="audit-panel" aria-labelledby={`audit-tab-${tab}`}>
          <AuditGrid tab={tab} label={label} filters={sent} page={page} onPageChange={setPage} onDetail={setDetail} />
        </Box>
      </Box>
      <AuditDetailDialog record={detail} onClose={() => setDetail(null)} />
    </PageLayout>
  );
}
