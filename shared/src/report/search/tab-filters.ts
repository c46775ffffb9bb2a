import { reportMessages as t } from '../messages';

/** The text fields of the kit's Producto, Póliza and person tabs (productTab, policyTab, personTab). */
type TabFilters = Partial<
  Record<'ramo' | 'producto' | 'poliza' | 'certificado' | 'nombre' | 'apellido' | 'dni', string>
>;

/** The Producto and Póliza tabs' fields, empty: a search form's first values and what 'Limpiar' puts back. */
export const emptyProductPolicy = { ramo: '', producto: '', poliza: '', certificado: '' };
/** The person tab's fields, empty. */
export const emptyPerson = { nombre: '', apellido: '', dni: '' };

/** 'Ver filtros aplicados' labels of those tabs' fields, each tab's in its order. */
export const productLabels = { ramo: t.branch, producto: t.product };
export const policyLabels = { poliza: t.policy, certificado: t.certificate };
export const personLabels = { nombre: t.firstName, apellido: t.lastName, dni: t.dni };

/** What 'Ver filtros aplicados' shows of those tabs' fields: the combos as chosen, the typed texts trimmed. */
export function shownValues({ ramo, producto, poliza, certificado, nombre, apellido, dni }: TabFilters) {
  return {
    ramo,
    producto,
    poliza: poliza?.trim(),
    certificado: certificado?.trim(),
    nombre: nombre?.trim(),
    apellido: apellido?.trim(),
    dni: dni?.trim(),
  };
}

/** The named text filters trimmed, the empty ones left out: what a report search sends of them. */
export function filledTexts<K extends string>(
  filters: Record<K, string>,
  keys: readonly K[],
): Partial<Record<K, string>> {
  const filled: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = filters[key].trim();
    if (value) filled[key] = value;
  }
  return filled;
}
