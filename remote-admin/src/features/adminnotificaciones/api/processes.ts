import { queryOptions, useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as adminContent from '@portal/shared/contract/admin-content';

const key = (definitionId: number) => ['admin', 'scheduler-processes', definitionId] as const;

/** GET notification/SearchSchedulerProcess?id — a definition's 'Calendario de ejecución'. */
export const processesQueryOptions = (definitionId: number) =>
  queryOptions({
    queryKey: key(definitionId),
    queryFn: () => callApi(adminContent.searchSchedulerProcess, { query: { id: definitionId } }),
    retry: false,
  });

export function useProcesses(definitionId: number) {
  return useQuery(processesQueryOptions(definitionId));
}

/** POST scheduler/SaveSchedulerProcess. */
export function useSaveProcess(definitionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: adminContent.SchedulerProcessInput) => callApi(adminContent.saveSchedulerProcess, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(definitionId) }),
  });
}

/** GET scheduler/DeleteSchedulerProcess?id. */
export function useDeleteProcess(definitionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(adminContent.deleteSchedulerProcess, { query: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(definitionId) }),
  });
}
