import { callApi } from '@portal/shared';
import * as reports from '@portal/shared/contract/reports';
import type { LegendSectionName, LegendType } from './legend-section';

/** Label/reports.getLabelSection: the legend in force for (section, type); empty when there is none. */
export async function getLegendText(section: LegendSectionName, type: LegendType): Promise<string> {
  const answer = await callApi(reports.getLabelSection, { query: { Section: section, Type: type } });
  return answer.Text;
}
