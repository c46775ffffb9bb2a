import { callApi, type QueryOf } from '@portal/shared';
import * as reports from '@portal/shared/contract/reports';
import type { ReportSchedulePayload, SchedulerConfig } from './scheduler-model';

type ScheduleQuery = QueryOf<typeof reports.getReportScheduler>;

/** scheduler/GetReportScheduler: the saved schedule of this user and report (its defaults if none). */
export async function loadReportSchedule(
  userId: ScheduleQuery['UserId'],
  urlApi: ScheduleQuery['UrlApi'],
): Promise<SchedulerConfig> {
  return callApi(reports.getReportScheduler, { query: { UserId: userId, UrlApi: urlApi } });
}

/** scheduler/SaveReportScheduler with the dialog's payload. */
export async function saveReportSchedule(payload: ReportSchedulePayload): Promise<void> {
  await callApi(reports.saveReportScheduler, { body: payload });
}
