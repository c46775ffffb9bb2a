import { useMutation, useQueryClient } from '@portal/shared/query';
import { callApi, normalizeCuit, type DelegateScope } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';

export interface NewDelegate {
  cuit: string;
  name: string;
  lastName: string;
  email: string;
  areas: DelegateScope[];
  /** YYYY-MM-DD, or null for no end. */
  accessUntil?: string | null;
}

/** POST login/register with the producer's session creates a delegate reporting to it (002 §7), limited to its areas and last day. */
export function createDelegate(d: NewDelegate, producer: { cuit: string; name: string }) {
  return callApi(shell.register, {
    body: {
      Application: 'Life',
      Name: d.name.trim().toUpperCase(),
      LastName: d.lastName.trim().toUpperCase(),
      CUIT: normalizeCuit(d.cuit),
      Email: d.email.trim(),
      Subusuario: true,
      reportTo: producer.cuit,
      ReportToName: producer.name,
      areas: d.areas,
      accessUntil: d.accessUntil ?? null,
    },
  });
}

export function useCreateDelegate(userId: number | null, producer: { cuit: string; name: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: NewDelegate) => createDelegate(d, producer),
    onSuccess: () => client.invalidateQueries({ queryKey: ['delegates', userId] }),
  });
}
