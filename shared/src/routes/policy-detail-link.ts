/**
 * /cartera opened on one policy's 'Información detallada' (the header's quick search, issue 39 §3): the portfolio
 * searched by the policy's number and certificate, and the detail of the row with that id opened. The host
 * writes these links and remote-cartera reads them, so both spell the parameters here.
 */
export interface PolicyDetailTarget {
  id: number;
  policyNumber: string;
  certificateNumber: number;
}

export const POLICY_DETAIL_PARAM = 'detalle';

export function policyDetailPath({ id, policyNumber, certificateNumber }: PolicyDetailTarget): string {
  const params = new URLSearchParams({
    poliza: policyNumber,
    certificado: String(certificateNumber),
    [POLICY_DETAIL_PARAM]: String(id),
  });
  return `/cartera?${params.toString()}`;
}

/** The policy a /cartera address asks to open, or null when it names none (or names it badly). */
export function policyDetailTarget(params: URLSearchParams): PolicyDetailTarget | null {
  const id = Number(params.get(POLICY_DETAIL_PARAM));
  const policyNumber = params.get('poliza') ?? '';
  const certificateNumber = Number(params.get('certificado'));
  const valid =
    Number.isInteger(id) &&
    id > 0 &&
    /^\d{1,20}$/.test(policyNumber) &&
    /^\d{1,9}$/.test(params.get('certificado') ?? '');
  return valid ? { id, policyNumber, certificateNumber } : null;
}
