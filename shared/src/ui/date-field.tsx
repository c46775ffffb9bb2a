import { TextField, type TextFieldProps } from '@mui/material';
import { formatDate, isCalendarDay, messages, typedDayToIso } from '@portal/shared';

type Props = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'placeholder'> & {
  /** YYYY-MM-DD; while what is typed is not yet a day, that text (the form's rule then says it is invalid). */
  value: string | null | undefined;
  /** YYYY-MM-DD once the text is a day that exists, the text as typed otherwise, '' when cleared. */
  onChange: (value: string) => void;
};

/**
 * A day typed as DD/MM/AAAA (000 §5), whatever the browser's language: a native date input shows the
 * browser's order instead (mm/dd/yyyy in an English one). The form keeps YYYY-MM-DD, what the calls take.
 */
export function DateField({ value, onChange, slotProps, ...props }: Props) {
  const text = value && isCalendarDay(value) ? formatDate(value) : (value ?? '');
  return (
    <TextField
      {...props}
      value={text}
      placeholder={messages.datePlaceholder}
      onChange={(e) => onChange(typedDayToIso(e.target.value) ?? e.target.value)}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...slotProps?.inputLabel },
        htmlInput: { maxLength: 10, ...slotProps?.htmlInput },
      }}
    />
  );
}
