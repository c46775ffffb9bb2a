import { useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';
import * as adminContent from '@portal/shared/contract/admin-content';

const key = ['parameter', 'ShowDefaultHomeImg'] as const;

/** GET Parameters/Parameters?key=ShowDefaultHomeImg: a JSON boolean (002 §3 "Parameter"). */
export function useShowDefaultHomeImg() {
  return useQuery({
    queryKey: key,
    queryFn: async () => (await callApi(shell.getParameter, { query: { key: 'ShowDefaultHomeImg' } })).Value === 'true',
    retry: false,
  });
}

/** POST Parameters/ParametersSave: refused by the api while no web notice is active (002 §4). */
export function useSaveShowDefaultHomeImg() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (show: boolean) =>
      callApi(adminContent.parametersSave, { body: { Key: 'ShowDefaultHomeImg', Value: show ? 'true' : 'false' } }),
    onSuccess: (_answer, show) => client.setQueryData(key, show),
  });
}
