import { queryOptions } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';

/** producer/GetRoles: section 1, Grupo Familiar. */
export async function getRoles(poliza: number) {
  const [first] = await callApi(cartera.getRoles, { query: { poliza } });
  return first?.roles ?? [];
}

// 001 §2: each section loads once, when first opened; it stays cached for the session.
export const rolesQueryOptions = (poliza: number) =>
  queryOptions({ queryKey: ['policy', poliza, 'roles'], queryFn: () => getRoles(poliza), staleTime: Infinity });
