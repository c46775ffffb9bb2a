import * as cc from '@portal/shared/contract/cuenta-corriente';
import { reportExport } from '@portal/shared/report';

/** POST Settlement/ComisionesPendientes/Export: the whole result as ComisionesPendientes.xlsx. */
export const exportPendingCommissions = reportExport(cc.comisionesPendientesExport);
