import { queryOptions, useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as adminContent from '@portal/shared/contract/admin-content';

const key = (definitionId: number) => ['admin', 'notification-destinations', definitionId] as const;

/** GET notification/SearchNotificationDefinitionDestination?id — a definition's 'Destinatarios de ejecución'. */
export const destinationsQueryOptions = (definitionId: number) =>
  queryOptions({
    queryKey: key(definitionId),
    queryFn: () => callApi(adminContent.searchNotificationDefinitionDestination, { query: { id: definitionId } }),
    retry: false,
  });

export function useDestinations(definitionId: number) {
  return useQuery(destinationsQueryOptions(definitionId));
}

/** GET notification/SearchGroup?id=0. */
export function useGroups() {
  return useQuery({
    queryKey: ['admin', 'producer-groups'],
    queryFn: () => callApi(adminContent.searchGroup, { query: { id: 0 } }),
    staleTime: 60_000,
  });
}

/** GET notification/SearchProducers?id=0. */
export function useRecipientProducers() {
  return useQuery({
    queryKey: ['admin', 'recipient-producers'],
    queryFn: () => callApi(adminContent.searchProducers, { query: { id: 0 } }),
    staleTime: 60_000,
  });
}

/** POST notification/SaveNotificationDefinitionDestination. */
export function useSaveDestination(definitionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: adminContent.NotificationDestinationInput) =>
      callApi(adminContent.saveNotificationDefinitionDestination, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(definitionId) }),
  });
}

/** GET notification/DeleteNotificationDefinitionDestination?id. */
export function useDeleteDestination(definitionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(adminContent.deleteNotificationDefinitionDestination, { query: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(definitionId) }),
  });
}
