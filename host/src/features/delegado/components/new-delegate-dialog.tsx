import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from '@portal/shared/zod';
import { DELEGATE_SCOPES, isValidCuit, maskCuitInput, messages } from '@portal/shared';
import { DialogFrame, ErrorAlert } from '@portal/shared/ui';
import { FormTextField } from '../../../components/form-text-field';
import { hostMessages } from '../../../messages';
import type { NewDelegate } from '../api/create-delegate';
import { DelegateLimitsFields, limitsOf, limitsSchema, type LimitsValues } from './delegate-limits-fields';

const t = hostMessages.delegates;

const filled = z.string().trim().min(1, t.allFieldsRequired);
const schema = limitsSchema.extend({
  cuit: filled.refine(isValidCuit, messages.cuitInvalid),
  name: filled.max(50, messages.maxLength(50)),
  lastName: filled.max(50, messages.maxLength(50)),
  email: z.string().trim().max(100, messages.maxLength(100)).regex(z.regexes.email, t.emailInvalid),
});

type Values = { cuit: string; name: string; lastName: string; email: string } & LimitsValues;

interface Props {
  open: boolean;
  saving: boolean;
  error: string | null;
  onSave: (d: NewDelegate) => void;
  onClose: () => void;
}

/**
 * 'Nuevo usuario' (002 §5): CUIT, name and last name required, a valid e-mail; the menu areas it may use,
 * every one ticked at first, and optionally its last day (issue 40 §4).
 */
export function NewDelegateDialog({ open, saving, error, onSave, onClose }: Props) {
  const { control, handleSubmit, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { cuit: '', name: '', lastName: '', email: '', areas: [...DELEGATE_SCOPES], accessUntil: '' },
  });
  const close = () => {
    reset();
    onClose();
  };
  return (
    <DialogFrame
      open={open}
      title={t.formTitle}
      maxWidth="sm"
      busy={saving}
      onClose={close}
      onSubmit={handleSubmit((v) => onSave({ ...v, ...limitsOf(v) }))}
      confirmLabel={t.save}
    >
      <ErrorAlert error={error} />
      <FormTextField
        control={control}
        name="cuit"
        label={t.cuit}
        transform={maskCuitInput}
        maxLength={13}
        inputMode="numeric"
        required
      />
      <FormTextField control={control} name="name" label={t.name} maxLength={50} required />
      <FormTextField control={control} name="lastName" label={t.lastName} maxLength={50} required />
      <FormTextField control={control} name="email" label={t.email} type="email" maxLength={100} required />
      <DelegateLimitsFields control={control} />
    </DialogFrame>
  );
}
