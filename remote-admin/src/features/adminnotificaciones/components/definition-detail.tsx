import { useState } from 'react';
import { Box, Button, IconButton, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { ErrorAlert, QueryView } from '@portal/shared/ui';
import type * as adminContent from '@portal/shared/contract/admin-content';
import { useDeleteDestination, useDestinations } from '../api/destinations';
import { useDeleteProcess, useProcesses } from '../api/processes';
import { notificationAdminMessages as t } from '../messages';
import { DestinationDialog } from './destination-dialog';
import { ProcessDialog } from './process-dialog';

function describeExecution(period: number, e: adminContent.Execution): string {
  if (period === 1) return `${t.weekdays[e.DiaSemana]} ${e.Hora}`;
  if (period === 2) return `Día ${e.DiaMes} ${e.Hora}`;
  if (period === 3) return `${e.DiaFijo ?? ''} ${e.Hora}`;
  return e.Hora;
}

/**
 * A definition's expanded row (002 §2): 'Calendario de ejecución' (new and remove only with
 * editScheduler) and 'Destinatarios de ejecución' (new and remove only with editDestination).
 */
export function DefinitionDetail({ definition }: { definition: adminContent.NotificationDefinition }) {
  const processes = useProcesses(definition.id);
  const destinations = useDestinations(definition.id);
  const removeProcess = useDeleteProcess(definition.id);
  const removeDestination = useDeleteDestination(definition.id);
  const [dialog, setDialog] = useState<'process' | 'destination' | null>(null);

  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', py: 1 }}>
      <Box component="section" aria-label={t.scheduler} sx={{ flex: 1, minWidth: 280 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h2">
            {t.scheduler}
          </Typography>
          {definition.editScheduler && (
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => setDialog('process')}
              aria-label={`${t.newItem}: ${t.scheduler}`}
            >
              {t.newItem}
            </Button>
          )}
        </Stack>
        <QueryView query={processes} empty={t.noProcesses}>
          {(rows) => (
            <List dense>
              {rows.map((p) => (
                <ListItem
                  key={p.id}
                  secondaryAction={
                    definition.editScheduler && (
                      <Tooltip title={t.remove}>
                        <IconButton
                          edge="end"
                          aria-label={`${t.remove} ${t.periods[p.Period]}`}
                          onClick={() => removeProcess.mutate(p.id)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    )
                  }
                >
                  <ListItemText
                    primary={t.periods[p.Period]}
                    secondary={p.Executions.map((e) => describeExecution(p.Period, e)).join(', ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </QueryView>
        <ErrorAlert error={removeProcess.error} />
      </Box>
      <Box component="section" aria-label={t.destinations} sx={{ flex: 1, minWidth: 280 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h2">
            {t.destinations}
          </Typography>
          {definition.editDestination && (
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => setDialog('destination')}
              aria-label={`${t.newItem}: ${t.destinations}`}
            >
              {t.newItem}
            </Button>
          )}
        </Stack>
        <QueryView query={destinations} empty={t.noDestinations}>
          {(rows) => (
            <List dense>
              {rows.map((d) => (
                <ListItem
                  key={d.id}
                  secondaryAction={
                    definition.editDestination && (
                      <Tooltip title={t.remove}>
                        <IconButton
                          edge="end"
                          aria-label={`${t.remove} ${d.Description}`}
                          onClick={() => removeDestination.mutate(d.id)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    )
                  }
                >
                  <ListItemText primary={d.Description} secondary={d.Type === 1 ? t.group : t.producer} />
                </ListItem>
              ))}
            </List>
          )}
        </QueryView>
        <ErrorAlert error={removeDestination.error} />
      </Box>
      {dialog === 'process' && <ProcessDialog definitionId={definition.id} onClose={() => setDialog(null)} />}
      {dialog === 'destination' && <DestinationDialog definitionId={definition.id} onClose={() => setDialog(null)} />}
    </Box>
  );
}
