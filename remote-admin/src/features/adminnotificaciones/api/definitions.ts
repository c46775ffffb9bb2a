import { queryOptions, useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as adminContent from '@portal/shared/contract/admin-content';

const KEY = ['admin', 'notification-definitions'] as const;

/** GET notification/SearchNotificationDefinition. */
export const definitionsQueryOptions = () =>
  queryOptions({ queryKey: KEY, queryFn: () => callApi(adminContent.searchNotificationDefinition), retry: false });

export function useDefinitions() {
  return useQuery(definitionsQueryOptions());
}

/** GET notification/getnotificationdefinition?Id — loaded before its form (002 §4). */
export const definitionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...KEY, id],
    queryFn: () => callApi(adminContent.getNotificationDefinition, { query: { Id: id } }),
    enabled: id > 0,
    retry: false,
    gcTime: 0,
  });

export function useDefinition(id: number) {
  return useQuery(definitionQueryOptions(id));
}

/** POST notification/savenotificationdefinition: answers the id. */
export function useSaveDefinition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: adminContent.NotificationDefinitionInput) =>
      callApi(adminContent.saveNotificationDefinition, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** GET notification/DeleteNotificationDefinition?Id. */
export function useDeleteDefinition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(adminContent.deleteNotificationDefinition, { query: { Id: id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
