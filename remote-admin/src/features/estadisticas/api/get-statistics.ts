import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as oversight from '@portal/shared/contract/admin-oversight';

/*
 * The four statistics calls of 002 §7, one query each, so the four widgets load together on open and
 * each period or grouping change reloads only its own widget.
 */

export const lastAccessesQueryOptions = (period: number) =>
  queryOptions({
    queryKey: ['admin', 'statistics', 'accesses', period],
    queryFn: ({ signal }) => callApi(oversight.getLastAccesses, { query: { period }, signal }),
  });

export const registeredProducersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'statistics', 'producers'],
    queryFn: ({ signal }) => callApi(oversight.getRegisteredProducers, { signal }),
  });

export const registeredUsersQueryOptions = (period: number, format: number) =>
  queryOptions({
    queryKey: ['admin', 'statistics', 'registrations', period, format],
    queryFn: ({ signal }) => callApi(oversight.getRegisteredUsers, { query: { period, format }, signal }),
  });

export const modulesQueryOptions = (period: number) =>
  queryOptions({
    queryKey: ['admin', 'statistics', 'modules', period],
    queryFn: ({ signal }) => callApi(oversight.getModules, { query: { period }, signal }),
  });

export const useLastAccesses = (period: number) => useQuery(lastAccessesQueryOptions(period));
export const useRegisteredProducers = () => useQuery(registeredProducersQueryOptions());
export const useRegisteredUsers = (period: number, format: number) =>
  useQuery(registeredUsersQueryOptions(period, format));
export const useModules = (period: number) => useQuery(modulesQueryOptions(period));
