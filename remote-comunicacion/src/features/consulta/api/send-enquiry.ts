import { authHeaders, buildUrl } from '@portal/shared';
import * as comunicacion from '@portal/shared/contract/comunicacion';
import { uploadWithProgress } from '@portal/shared/report';

export interface EnquiryRequest {
  sectorId: number;
  reasonId: number | null;
  motive: string;
  detail: string;
  sendCopy: boolean;
  files: File[];
  userId: number | null;
}

/**
 * POST Communication/EnviarConsulta (002 §3 "Enquiry", §7): multipart IdSector, IdSectorQueryReason,
 * Motive, Detail, SendCopy, FileName[], File[] and User, through the generic upload (with its progress).
 */
export function sendEnquiry(request: EnquiryRequest, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('IdSector', String(request.sectorId));
  if (request.reasonId !== null) form.append('IdSectorQueryReason', String(request.reasonId));
  form.append('Motive', request.motive);
  form.append('Detail', request.detail);
  form.append('SendCopy', String(request.sendCopy));
  if (request.userId !== null) form.append('User', String(request.userId));
  for (const file of request.files) {
    form.append('FileName', file.name);
    form.append('File', file, file.name);
  }
  return uploadWithProgress(buildUrl(comunicacion.enviarConsulta, {}), form, authHeaders(), onProgress);
}
