import { queryOptions } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';

/** producer/GetDirecciones: section 2, Dirección de Póliza. */
export async function getDirecciones(poliza: number) {
  const [first] = await callApi(cartera.getDirecciones, { query: { poliza } });
  return first?.direcciones ?? [];
}

export const direccionesQueryOptions = (poliza: number) =>
  queryOptions({
    queryKey: ['policy', poliza, 'direcciones'],
    queryFn: () => getDirecciones(poliza),
    staleTime: Infinity,
  });
