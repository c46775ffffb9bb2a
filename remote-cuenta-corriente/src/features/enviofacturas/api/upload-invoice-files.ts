import { authHeaders, buildUrl } from '@portal/shared';
import * as cc from '@portal/shared/contract/cuenta-corriente';
import { uploadWithProgress } from '@portal/shared/report';

export interface UploadedFile {
  id: number;
  fileName: string;
  size: number;
}

/** POST invoice/upload, multipart (001 §7): the files of one invoice, with progress; answers their ids for invoice/send. */
export async function uploadInvoiceFiles(
  files: File[],
  onProgress: (percent: number) => void,
): Promise<UploadedFile[]> {
  const form = new FormData();
  for (const file of files) form.append('File', file, file.name);
  const answer = await uploadWithProgress(buildUrl(cc.invoiceUpload, {}), form, authHeaders(), onProgress);
  return (answer?.files as UploadedFile[] | undefined) ?? [];
}
