import { ApiError, messages } from '@portal/shared';
import { BusinessError } from '@portal/shared/contract/define';

/** The multipart answer of the upload calls (001 §7): success and businessExceptions. */
export interface UploadAnswer {
  success?: boolean;
  businessExceptions?: { message: string; title?: string | null }[];
  [key: string]: unknown;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function exceptionsOf(body: unknown) {
  const parsed = BusinessError.safeParse(body);
  return parsed.success ? parsed.data.businessExceptions : [];
}

/**
 * Sends a multipart form with XMLHttpRequest, whose upload events give the progress fetch cannot.
 * `onProgress` gets 0–100. Rejects with an ApiError carrying the spec's texts: the business messages
 * (joined with '. ' by ApiError.userMessage, 001 §8), 'Error procesando solicitud: …' or 'No se pudo
 * conectar con el servidor!'. The caller passes the authenticated headers; Content-Type is left to the
 * browser so the multipart boundary is set.
 */
export function uploadWithProgress(
  url: string,
  formData: FormData,
  headers: Record<string, string>,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer | undefined> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) {
      if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText) as UploadAnswer | undefined;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(
          new ApiError(messages.requestFailed(xhr.statusText || String(xhr.status)), xhr.status, exceptionsOf(body)),
        );
        return;
      }
      if (body && body.success === false) {
        reject(new ApiError(messages.operationFailed, xhr.status, exceptionsOf(body)));
        return;
      }
      onProgress(100);
      resolve(body);
    };
    xhr.onerror = () => reject(new ApiError(messages.unreachable, null));
    xhr.ontimeout = () => reject(new ApiError(messages.timeout, null));
    xhr.send(formData);
  });
}
