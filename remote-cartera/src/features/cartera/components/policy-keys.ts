import type { ResponseOf } from '@portal/shared';
import type * as cartera from '@portal/shared/contract/cartera';

/** 001 §3 "Portfolio row" as the contract answers it. */
export type PortfolioRow = ResponseOf<typeof cartera.searchPortfolio>['data'][number];

/** The keys the detail calls take (001 §3 "Policy keys"), from a portfolio row. */
export interface PolicyKeys {
  poliza: number;
  idRamo: string;
  idProducto: string;
  idCertificado: string;
}

export function policyKeys(row: PortfolioRow): PolicyKeys {
  return {
    poliza: row.id,
    idRamo: row.ramo,
    idProducto: row.producto_Codigo_VT,
    idCertificado: String(row.certificateNumber),
  };
}
