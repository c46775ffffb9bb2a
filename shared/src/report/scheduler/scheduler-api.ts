import { callApi } from '../../api/api-client';
import type { QueryOf } from '../../contract/define';
import { getReportScheduler, saveReportScheduler } from '../../contract/reports';
import type { ReportSchedulePayload, SchedulerConfig } from './scheduler-model';

type ScheduleQuery = QueryOf<typeof getReportScheduler>;

/** scheduler/GetReportScheduler: the saved schedule of this user and report (its defaults if none). */
export async function loadReportSchedule(userId: ScheduleQuery['UserId'], urlApi: ScheduleQuery['UrlApi']): Promise<SchedulerConfig> {
  return callApi(getReportScheduler, { query: { UserId: userId, UrlApi: urlApi } });
}

/** scheduler/SaveReportScheduler with the dialog's payload. */
export async function saveReportSchedule(payload: ReportSchedulePayload): Promise<void> {
  await callApi(saveReportScheduler, { body: payload });
}
