import { zodResolver } from '@hookform/resolvers/zod';
import { DialogContentText } from '@mui/material';
import { useForm } from 'react-hook-form';
import { DialogFrame, ErrorAlert } from '@portal/shared/ui';
import { hostMessages } from '../../../messages';
import type { Delegate } from '../api/get-delegates';
import type { DelegateLimits } from '../api/update-delegate';
import { DelegateLimitsFields, limitsOf, limitsSchemaFor, type LimitsValues } from './delegate-limits-fields';

const t = hostMessages.delegates;

interface Props {
  delegate: Delegate;
  saving: boolean;
  error: string | null;
  onSave: (limits: DelegateLimits) => void;
  onClose: () => void;
}

/** 'Modificar acceso': a delegate's menu areas and last day (issue 40 §4), as they are now to start with. */
export function EditDelegateDialog({ delegate, saving, error, onSave, onClose }: Props) {
  const { control, handleSubmit } = useForm<LimitsValues>({
    resolver: zodResolver(limitsSchemaFor(delegate.accessUntil)),
    defaultValues: { areas: delegate.areas, accessUntil: delegate.accessUntil ?? '' },
  });
  return (
    <DialogFrame
      open
      title={t.editTitle}
      descriptionId="edit-delegate-who"
      maxWidth="sm"
      busy={saving}
      onClose={onClose}
      onSubmit={handleSubmit((v) => onSave(limitsOf(v)))}
      confirmLabel={t.editSave}
    >
      <DialogContentText id="edit-delegate-who">
        {delegate.nombre} {delegate.apellido}. {t.areasChangeSignsOut}
      </DialogContentText>
      <ErrorAlert error={error} />
      <DelegateLimitsFields control={control} />
    </DialogFrame>
  );
}
