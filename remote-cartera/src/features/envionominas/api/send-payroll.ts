import { authHeaders, buildUrl } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';
import { uploadWithProgress } from '@portal/shared/report';

export interface PayrollRequest {
  type: string;
  policy: string;
  file: File;
  userId: number;
  tomador: string;
  observaciones: string;
}

/** POST portfolio/SendPayroll, multipart (001 §7): Type, Policy, FileName, File, User, Tomador, Observaciones. */
export function sendPayroll(request: PayrollRequest, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('Type', request.type);
  form.append('Policy', request.policy);
  form.append('FileName', request.file.name);
  form.append('User', String(request.userId));
  form.append('Tomador', request.tomador);
  form.append('Observaciones', request.observaciones);
  form.append('File', request.file, request.file.name);
  return uploadWithProgress(buildUrl(cartera.sendPayroll, {}), form, authHeaders(), onProgress);
}
