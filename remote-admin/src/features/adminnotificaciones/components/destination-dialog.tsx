import { useState } from 'react';
import { Autocomplete, Dialog, DialogTitle, FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { SelectField } from '../../../components/select-field';
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
      <FormDialogFrame
        error={groups.error ?? producers.error ?? save.error}
        busy={save.isPending}
        onCancel={onClose}
        onConfirm={submit}
      >
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
          <SelectField
            id="destination-group"
            label={t.group}
            value={groupId}
            onChange={setGroupId}
            options={[[0, '—'], ...(groups.data ?? []).map((g) => [g.Id, g.Description] as const)]}
          />
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
      </FormDialogFrame>
    </Dialog>
  );
}
