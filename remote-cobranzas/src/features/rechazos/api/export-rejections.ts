import * as cobranzas from '@portal/shared/contract/cobranzas';
import { reportExport } from '@portal/shared/report';

/** POST rejection/export: the whole result as Rechazos.xlsx, with the visible columns and the filters text. */
export const exportRejectionsFile = reportExport(cobranzas.exportRejections);
