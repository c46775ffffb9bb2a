import { useState } from 'react';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { formatCuit, formatDateTime, messages, routeEntry } from '@portal/shared';
import { PageLayout } from '@portal/shared/ui';
import { DEFAULT_FORMAT, DEFAULT_PERIOD, GROUPING_FORMATS } from '@portal/shared/contract/admin-oversight';
import { gridLocaleText } from '@portal/shared/grid-locale';
import { adminMessages as m } from '../../messages';
import { useLastAccesses, useModules, useRegisteredProducers, useRegisteredUsers } from './api/get-statistics';
import { PeriodSelect, Widget } from './components/widget';

const title = routeEntry('/estadisticas').title;
/** 002 §9: the registered producers' table shows 4 a page. */
const PRODUCERS_PAGE_SIZE = 4;

type Producer = { cuit: string; nombre: string; ultimoAcceso: string | null };
const producerColumns: GridColDef<Producer>[] = [
  { field: 'cuit', headerName: 'CUIT', width: 140, valueFormatter: (value: string) => formatCuit(value) },
  { field: 'nombre', headerName: 'Nombre', flex: 1, minWidth: 160 },
  {
    field: 'ultimoAcceso',
    headerName: 'Último Acceso',
    width: 170,
    valueFormatter: (value: string | null) => (value ? formatDateTime(value) : '-'),
  },
];

const total = (rows: { amount: number }[] | undefined) => (rows ?? []).reduce((sum, r) => sum + r.amount, 0);

/** /estadisticas (002 §2): four widgets, all loaded on open, from the real sign-ins, registrations and audit. */
export default function EstadisticasPage() {
  const [accessPeriod, setAccessPeriod] = useState(DEFAULT_PERIOD);
  const [registrationPeriod, setRegistrationPeriod] = useState(DEFAULT_PERIOD);
  const [format, setFormat] = useState(DEFAULT_FORMAT);
  const [modulePeriod, setModulePeriod] = useState(DEFAULT_PERIOD);
  const accesses = useLastAccesses(accessPeriod);
  const producers = useRegisteredProducers();
  const registrations = useRegisteredUsers(registrationPeriod, format);
  const modules = useModules(modulePeriod);

  return (
    <PageLayout title={title} breadcrumbs={[{ label: 'Opciones avanzadas', to: '/avanzadas' }, { label: title }]}>
      {/* minmax(0, …): a column is as wide as the screen allows, not as its widest content (the producers' grid
          scrolls inside itself; a phone's page does not scroll sideways). */}
      <Box
        sx={{
          px: { xs: 2, sm: 3 },
          pb: 3,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Widget
          id="stats-accesses"
          title={m.accessLog}
          loading={accesses.isPending}
          error={accesses.error}
          controls={<PeriodSelect id="accesses-period" value={accessPeriod} onChange={setAccessPeriod} withoutToday />}
        >
          <Typography aria-live="polite">{`${m.signIns}: ${total(accesses.data)}`}</Typography>
          {accesses.data?.length ? (
            <BarChart
              height={280}
              xAxis={[{ scaleType: 'band', data: accesses.data.map((r) => r.label) }]}
              series={[{ data: accesses.data.map((r) => r.amount), label: m.signIns }]}
            />
          ) : (
            <Typography color="text.secondary">{messages.noData}</Typography>
          )}
        </Widget>

        <Widget
          id="stats-producers"
          title={`${m.registeredProducers}: ${producers.data?.length ?? 0}`}
          loading={producers.isPending}
          error={producers.error}
        >
          <DataGrid
            aria-label={m.registeredProducers}
            rows={producers.data ?? []}
            columns={producerColumns}
            getRowId={(row) => row.cuit}
            autoHeight
            disableRowSelectionOnClick
            initialState={{ pagination: { paginationModel: { pageSize: PRODUCERS_PAGE_SIZE, page: 0 } } }}
            pageSizeOptions={[PRODUCERS_PAGE_SIZE]}
            localeText={gridLocaleText()}
          />
        </Widget>

        <Widget
          id="stats-registrations"
          title={m.registrations}
          loading={registrations.isPending}
          error={registrations.error}
          controls={
            <>
              <PeriodSelect id="registrations-period" value={registrationPeriod} onChange={setRegistrationPeriod} />
              <TextField
                select
                size="small"
                id="registrations-format"
                label={m.grouping}
                value={format}
                onChange={(e) => setFormat(Number(e.target.value))}
                sx={{ minWidth: 160 }}
              >
                {GROUPING_FORMATS.map((f) => (
                  <MenuItem key={f.id} value={f.id}>
                    {f.label}
                  </MenuItem>
                ))}
              </TextField>
            </>
          }
        >
          <Typography>{`${m.users}: ${total(registrations.data)}`}</Typography>
          {registrations.data?.length ? (
            <BarChart
              height={280}
              xAxis={[{ scaleType: 'band', data: registrations.data.map((r) => r.label) }]}
              series={[{ data: registrations.data.map((r) => r.amount), label: m.users }]}
            />
          ) : (
            <Typography color="text.secondary">{messages.noData}</Typography>
          )}
        </Widget>

        <Widget
          id="stats-modules"
          title={m.modules}
          loading={modules.isPending}
          error={modules.error}
          controls={<PeriodSelect id="modules-period" value={modulePeriod} onChange={setModulePeriod} />}
        >
          <Typography color="text.secondary">{m.modulesHelp}</Typography>
          {modules.data?.length ? (
            <>
              <BarChart
                height={Math.max(200, modules.data.length * 36)}
                layout="horizontal"
                yAxis={[{ scaleType: 'band', data: modules.data.map((r) => r.modulo), width: 140 }]}
                series={[{ data: modules.data.map((r) => r.cantidad), label: m.users }]}
              />
              <Typography component="p" variant="body2">
                {modules.data.map((r) => `${r.modulo}: ${r.cantidad}`).join(' · ')}
              </Typography>
            </>
          ) : (
            <Typography color="text.secondary">{messages.noData}</Typography>
          )}
        </Widget>
      </Box>
    </PageLayout>
  );
}
