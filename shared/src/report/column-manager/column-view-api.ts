import { queryOptions, useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { callApi, type QueryOf } from '@portal/shared';
import * as reports from '@portal/shared/contract/reports';
import type { ColumnViewItem } from '../types';

/** A report name as the column-view calls take it ('portfolio', 'rejection' …). */
export type ReportName = QueryOf<typeof reports.getColumnView>['report'];

/** reports/columnview: the user's saved view of a report, null when none was saved. */
export async function getColumnViewItems(report: ReportName): Promise<ColumnViewItem[] | null> {
  const answer = await callApi(reports.getColumnView, { query: { report } });
  return answer.columns;
}

export const columnViewQueryOptions = (report: ReportName) =>
  queryOptions({
    queryKey: ['column-view', report],
    queryFn: () => getColumnViewItems(report),
    staleTime: Infinity,
  });

export function useColumnView(report: ReportName) {
  return useQuery(columnViewQueryOptions(report));
}

/** Saves the view per user and report; the cached view becomes the saved one at once. */
export function useSaveColumnView(report: ReportName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (columns: ColumnViewItem[]) => callApi(reports.saveColumnView, { body: { report, columns } }),
    onSuccess: (_answer, columns) => client.setQueryData(columnViewQueryOptions(report).queryKey, columns),
  });
}
