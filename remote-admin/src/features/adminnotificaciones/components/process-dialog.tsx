import { useState } from 'react';
import { Box, Button, Dialog, DialogTitle, IconButton, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { formatDate, isCalendarDay, typedDayToIso } from '@portal/shared';
import { DateField } from '@portal/shared/ui';
import * as adminContent from '@portal/shared/contract/admin-content';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { SelectField } from '../../../components/select-field';
import { useSaveProcess } from '../api/processes';
import { notificationAdminMessages as t } from '../messages';

type Execution = adminContent.Execution;

/** 002 §4 "Scheduler calendar" defaults: hour 00:00, Sunday, day 1. */
const defaultExecution = (): Execution => ({ Hora: '00:00', DiaSemana: 0, DiaMes: 1, DiaFijo: null });
const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
const MONTH_DAYS = Array.from({ length: 31 }, (_, d) => d + 1);

/** 'Calendario de ejecución': a new scheduler process of a definition (002 §2, §4). */
export function ProcessDialog({ definitionId, onClose }: { definitionId: number; onClose: () => void }) {
  const [period, setPeriod] = useState<number>(adminContent.PERIODS.daily);
  const [executions, setExecutions] = useState<Execution[]>([]);
  const [tried, setTried] = useState(false);
  const save = useSaveProcess(definitionId);
  const change = (i: number, patch: Partial<Execution>) =>
    setExecutions((list) => list.map((e, j) => (j === i ? { ...e, ...patch } : e)));

  const body = {
    id: 0,
    Period: period,
    Enabled: true,
    Filters: JSON.stringify({ NotificationDefinitionId: definitionId }),
    Executions: executions,
  };
  // 002 §4: a fixed-date period needs its date, one that exists. The contract's rule and text, shown at the field: the api's refusal is generic.
  const issues = adminContent.SchedulerProcessInput.safeParse(body).error?.issues ?? [];
  const dateProblems = new Map(
    issues.filter((issue) => issue.path[2] === 'DiaFijo').map((issue) => [issue.path[1], issue.message]),
  );
  const submit = () => {
    setTried(true);
    if (dateProblems.size === 0) save.mutate(body, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="process-dialog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="process-dialog-title">{t.scheduler}</DialogTitle>
      <FormDialogFrame
        error={save.error}
        busy={save.isPending}
        onCancel={onClose}
        onConfirm={submit}
        confirmDisabled={executions.length === 0}
      >
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          {/* 002 §4: the period is locked once any execution exists. */}
          <SelectField
            id="process-period"
            label={t.period}
            value={period}
            onChange={setPeriod}
            options={t.periods.map((name, value) => [value, name] as const)}
            disabled={executions.length > 0}
            sx={{ minWidth: 200 }}
          />
          <Button startIcon={<AddIcon />} onClick={() => setExecutions((list) => [defaultExecution(), ...list])}>
            {t.addExecution}
          </Button>
        </Box>
        {executions.map((e, i) => (
          <Box
            key={i}
            role="group"
            aria-label={`Ejecución ${i + 1}`}
            sx={{ display: 'flex', gap: 2, alignItems: 'center' }}
          >
            <SelectField
              id={`execution-${i}-hour`}
              label={t.hour}
              value={e.Hora}
              onChange={(Hora) => change(i, { Hora })}
              options={HOURS.map((h) => [h, h] as const)}
              sx={{ minWidth: 110 }}
            />
            {period === adminContent.PERIODS.weekly && (
              <SelectField
                id={`execution-${i}-weekday`}
                label={t.weekday}
                value={e.DiaSemana}
                onChange={(DiaSemana) => change(i, { DiaSemana })}
                options={t.weekdays.map((name, value) => [value, name] as const)}
                sx={{ minWidth: 160 }}
              />
            )}
            {period === adminContent.PERIODS.monthly && (
              <SelectField
                id={`execution-${i}-monthday`}
                label={t.monthDay}
                value={e.DiaMes}
                onChange={(DiaMes) => change(i, { DiaMes })}
                options={MONTH_DAYS.map((d) => [d, d] as const)}
                sx={{ minWidth: 130 }}
              />
            )}
            {period === adminContent.PERIODS.fixedDate && (
              <DateField
                id={`execution-${i}-date`}
                label={t.fixedDate}
                // The process keeps DD/MM/YYYY (002 §3 "Execution"); the field takes and gives YYYY-MM-DD.
                value={e.DiaFijo ? (typedDayToIso(e.DiaFijo) ?? e.DiaFijo) : ''}
                onChange={(v) => change(i, { DiaFijo: v ? (isCalendarDay(v) ? formatDate(v) : v) : null })}
                error={tried && dateProblems.has(i)}
                helperText={tried ? dateProblems.get(i) : undefined}
              />
            )}
            <Tooltip title={t.removeExecution}>
              <span>
                {/* 002 §4: removal only while more than one execution is left. */}
                <IconButton
                  aria-label={t.removeExecution}
                  disabled={executions.length <= 1}
                  onClick={() => setExecutions((list) => list.filter((_x, j) => j !== i))}
                >
                  <DeleteIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        ))}
      </FormDialogFrame>
    </Dialog>
  );
}
