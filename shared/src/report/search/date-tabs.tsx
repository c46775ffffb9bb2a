import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { messages } from '../../messages';
import { PeriodField } from '../../ui/period-field';
import { FilterField, FilterRow } from './filter-fields';
import type { SearchTab } from './search-tabs';

/** The criteria a day-range Fecha tab fills: the same names on every report screen that has one. */
interface DateRangeFields extends FieldValues {
  fechaDesde: unknown;
  fechaHasta: unknown;
}

const field = <F extends FieldValues>(name: string) => name as FieldPath<F>;

const datesTab = (label: string, fields: ReactNode): SearchTab => ({
  id: 'dates',
  label,
  content: <FilterRow>{fields}</FilterRow>,
});

/** The Fecha tab of a search by days: from and to, typed DD/MM/AAAA (cartera's issue, rechazos' rejection dates). */
export function dateRangeTab<F extends DateRangeFields>(
  control: Control<F>,
  { label, fromLabel, toLabel }: { label: string; fromLabel: string; toLabel: string },
): SearchTab {
  const bounds = [
    ['fechaDesde', fromLabel],
    ['fechaHasta', toLabel],
  ] as const;
  // An array, not a fragment: FilterRow gives each field its own cell.
  return datesTab(
    label,
    bounds.map(([name, boundLabel]) => (
      <FilterField
        key={name}
        control={control}
        name={field<F>(name)}
        label={boundLabel}
        placeholder={messages.datePlaceholder}
        maxLength={10}
      />
    )),
  );
}

/** The Fecha tab of a search by one month chosen from a list (deudores' vigencia, liquidación's month). */
export function periodTab<F extends FieldValues>(
  control: Control<F>,
  { label, name, fieldLabel, periods }: { label: string; name: FieldPath<F>; fieldLabel: string; periods: number[] },
): SearchTab {
  return datesTab(label, <PeriodField control={control} name={name} label={fieldLabel} periods={periods} />);
}
