import { callApi } from '../../api/api-client';
import { getLabelSection } from '../../contract/reports';
import type { LegendSectionName, LegendType } from './legend-section';

/** Label/getLabelSection: the legend in force for (section, type); empty when there is none. */
export async function getLegendText(section: LegendSectionName, type: LegendType): Promise<string> {
  const answer = await callApi(getLabelSection, { query: { Section: section, Type: type } });
  return answer.Text;
}
