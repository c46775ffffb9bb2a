import * as cartera from '@portal/shared/contract/cartera';
import { reportExport } from '@portal/shared/report';

/** POST portfolio/export: the whole result as Cartera.xlsx, with the visible columns and the filters text. */
export const exportPortfolioFile = reportExport(cartera.exportPortfolio);
