import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { ComboOption } from '../types';
import { reportMessages as t } from '../messages';
import { ComboField, FilterField, FilterRow } from './filter-fields';
import type { SearchTab } from './search-tabs';

/** The criteria the Producto and Póliza tabs fill (001 §2, §5): the same names on every report screen. */
interface ProductPolicyFields extends FieldValues {
  ramo: unknown;
  producto: unknown;
  poliza: unknown;
  certificado: unknown;
}

/** The criteria of a person tab (the client of /cartera, the insured of /liquidacion). */
interface PersonFields extends FieldValues {
  nombre: unknown;
  apellido: unknown;
  dni: unknown;
}

const field = <F extends FieldValues>(name: string) => name as FieldPath<F>;

/** The Producto tab of a report search: branch and product combos, then what the screen adds (cartera's status). */
export function productTab<F extends ProductPolicyFields>(
  control: Control<F>,
  {
    label,
    branches,
    products,
    extra,
  }: { label: string; branches?: ComboOption[]; products?: ComboOption[]; extra?: ReactNode },
): SearchTab {
  return {
    id: 'product',
    label,
    content: (
      <FilterRow>
        <ComboField control={control} name={field<F>('ramo')} label={t.branch} options={branches} />
        <ComboField control={control} name={field<F>('producto')} label={t.product} options={products} />
        {extra}
      </FilterRow>
    ),
  };
}

/** The Póliza tab of a report search: policy and certificate, digits only. */
export function policyTab<F extends ProductPolicyFields>(control: Control<F>, label: string): SearchTab {
  return {
    id: 'policy',
    label,
    content: (
      <FilterRow>
        <FilterField control={control} name={field<F>('poliza')} label={t.policy} maxLength={50} numeric />
        <FilterField control={control} name={field<F>('certificado')} label={t.certificate} maxLength={50} numeric />
      </FilterRow>
    ),
  };
}

/** A person tab of a report search: name and surname (letters, 100) and DNI (digits, 8). */
export function personTab<F extends PersonFields>(
  control: Control<F>,
  { id, label }: { id: string; label: string },
): SearchTab {
  return {
    id,
    label,
    content: (
      <FilterRow>
        <FilterField control={control} name={field<F>('nombre')} label={t.firstName} maxLength={100} />
        <FilterField control={control} name={field<F>('apellido')} label={t.lastName} maxLength={100} />
        <FilterField control={control} name={field<F>('dni')} label={t.dni} maxLength={8} numeric />
      </FilterRow>
    ),
  };
}
