import { callApi } from '../../api/api-client';
import { getReportScheduler, saveReportScheduler } from '../../contract/reports';
import { loadReportSchedule, saveReportSchedule } from './scheduler-api';
import { defaultSchedulerForm, toSchedulePayload } from './scheduler-model';

jest.mock('../../api/api-client', () => ({ callApi: jest.fn() }));

describe('scheduler calls', () => {
  it('loads the schedule of the user and report', async () => {
    const saved = { period: 1, enabled: true, execution: [{ day: 1, hour: 9 }], filter: null };
    jest.mocked(callApi).mockResolvedValue(saved);
    await expect(loadReportSchedule(7, 'portfolio')).resolves.toBe(saved);
    expect(callApi).toHaveBeenCalledWith(getReportScheduler, { query: { UserId: 7, UrlApi: 'portfolio' } });
  });

  it('saves the dialog payload as it is', async () => {
    jest.mocked(callApi).mockResolvedValue({ success: true, businessExceptions: [] });
    const payload = toSchedulePayload(defaultSchedulerForm(), {
      urlApi: 'portfolio',
      userId: 7,
      producerIds: ['1'],
      cores: ['VT'],
    });
    await saveReportSchedule(payload);
    expect(callApi).toHaveBeenCalledWith(saveReportScheduler, { body: payload });
  });
});
