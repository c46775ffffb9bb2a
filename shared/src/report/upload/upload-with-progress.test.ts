import { ApiError } from '../../api/api-error';
import { uploadWithProgress } from './upload-with-progress';

/** A stand-in XMLHttpRequest the test drives by hand. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

describe('uploadWithProgress', () => {
  const original = globalThis.XMLHttpRequest;
  beforeEach(() => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
  });

  it('posts the form with the given headers, except Content-Type, and reports progress in percent', async () => {
    const form = new FormData();
    const progress: number[] = [];
    const done = uploadWithProgress(
      '/api/FileRepository/Upload',
      form,
      { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
      (p) => progress.push(p),
    );
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({
      method: 'POST',
      url: '/api/FileRepository/Upload',
      body: form,
      headers: { Authorization: 'Bearer t' },
    });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.answer(200, { success: true, businessExceptions: [] });
    await expect(done).resolves.toEqual({ success: true, businessExceptions: [] });
    expect(progress).toEqual([25, 50, 100]);
  });

  it("rejects with the business messages joined with '. ' when the server says success: false", async () => {
    const done = uploadWithProgress('/u', new FormData(), {}, jest.fn());
    FakeXhr.last.answer(200, {
      success: false,
      businessExceptions: [{ message: 'Archivo inválido' }, { message: 'Muy grande' }],
    });
    const error = await done.catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).userMessage).toBe('Archivo inválido. Muy grande');
  });

  it("rejects with 'Error procesando solicitud: …' on a non-OK answer", async () => {
    const done = uploadWithProgress('/u', new FormData(), {}, jest.fn());
    FakeXhr.last.answer(500, 'boom', 'Internal Server Error');
    await expect(done).rejects.toThrow('Error procesando solicitud: Internal Server Error');
  });

  it('rejects with the unreachable-server text on a network failure', async () => {
    const done = uploadWithProgress('/u', new FormData(), {}, jest.fn());
    FakeXhr.last.onerror?.();
    await expect(done).rejects.toThrow('No se pudo conectar con el servidor!');
  });
});
