import { queryOptions } from '@portal/shared/query';
import { callApi, downloadFile } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';

/** datos/CertificadosIndividuales: section 9, the certificates of a COLECTIVA policy. */
export async function getCertificados(agreBaseKey: string) {
  const [first] = await callApi(cartera.certificadosIndividuales, { query: { agreBaseKey } });
  return first?.certificados ?? [];
}

export const certificadosQueryOptions = (agreBaseKey: string) =>
  queryOptions({
    queryKey: ['policy-key', agreBaseKey, 'certificados'],
    queryFn: () => getCertificados(agreBaseKey),
    staleTime: Infinity,
  });

/** The same list as an xlsx (export=true), the section's own export. */
export function exportCertificados(agreBaseKey: string) {
  return downloadFile(cartera.certificadosIndividuales, { query: { agreBaseKey, export: 'true' } });
}
