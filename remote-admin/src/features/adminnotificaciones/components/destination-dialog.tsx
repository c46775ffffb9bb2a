import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { ErrorAlert } from '@portal/shared/ui';
import { useGroups, useRecipientProducers, useSaveDestination } from '../api/destinations';
import { notificationAdminMessages as t } from '../messages';

/** 'Destinatario de ejecución' (002 §4 "Destination"): a group or a producer; nothing is saved without one. */
export function DestinationDialog({ definitionId, onClose }: { definitionId: number; onClose: () => void }) {
  const [type, setType] = useState<'group' | 'producer'>('group');
  const [groupId, setGroupId] = useState(0);
  const [cuit, setCuit] = useState<string | null>(null);
  const groups = useGroups();
  const producers = useRecipientProducers();
  const save = useSaveDestination(definitionId);

  const submit = () => {
    if (type === 'group' ? groupId === 0 : !cuit) return;
    save.mutate(
      {
        id: 0,
        NotificationDefinitionId: definitionId,
        GroupId: type === 'group' ? groupId : 0,
        CUIT: type === 'producer' ? cuit : '',
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="destination-dialog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="destination-dialog-title">{t.destinationTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <RadioGroup
            row
            aria-label={t.destinationType}
            value={type}
            onChange={(e) => setType(e.target.value as 'group' | 'producer')}
          >
            <FormControlLabel value="group" control={<Radio />} label={t.group} />
            <FormControlLabel value="producer" control={<Radio />} label={t.producer} />
          </RadioGroup>
          {type === 'group' ? (
            <TextField
              select
              id="destination-group"
              label={t.group}
              value={groupId}
              onChange={(e) => setGroupId(Number(e.target.value))}
            >
              <MenuItem value={0}>—</MenuItem>
              {(groups.data ?? []).map((g) => (
                <MenuItem key={g.Id} value={g.Id}>
                  {g.Description}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Autocomplete
              id="destination-producer"
              options={producers.data ?? []}
              loading={producers.isPending}
              getOptionLabel={(p) => p.Description}
              value={(producers.data ?? []).find((p) => p.CUIT === cuit) ?? null}
              onChange={(_e, p) => setCuit(p?.CUIT ?? null)}
              renderInput={(params) => <TextField {...params} label={t.producer} />}
            />
          )}
          <ErrorAlert error={groups.error ?? producers.error ?? save.error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t.cancel}
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
