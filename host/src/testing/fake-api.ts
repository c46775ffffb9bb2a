/**
 * A fake server for screen tests: answers fetch by method and path (case-insensitive, query ignored)
 * and records every request, so a test says what the server answers and checks what was sent.
 */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}
type Handler = FakeAnswer | ((request: { url: URL; body: unknown }) => FakeAnswer);

export interface RecordedRequest {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

export function fakeApi(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const table = new Map(Object.entries(routes).map(([key, handler]) => [key.toLowerCase(), handler]));
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, url, body, headers: (init.headers ?? {}) as Record<string, string> });
    const handler = table.get(`${method} ${url.pathname}`.toLowerCase());
    const answer =
      typeof handler === 'function'
        ? handler({ url, body })
        : (handler ?? { status: 404, body: { success: false, businessExceptions: [] } });
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    // jsdom has no fetch Response; the client reads only these members.
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: status === 200 ? 'OK' : 'Error',
      headers: new Headers({ 'Content-Type': 'application/json' }),
      json: async () => JSON.parse(text),
      text: async () => text,
    };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    requests,
    /** The requests sent to one path (case-insensitive). */
    to(path: string) {
      return requests.filter((r) => r.path.toLowerCase() === path.toLowerCase());
    },
  };
}

/** The business error of the contract: `{ success: false, businessExceptions }` with a 4xx status. */
export function businessError(message: string, title?: string, status = 400): FakeAnswer {
  return { status, body: { success: false, businessExceptions: [{ message, ...(title ? { title } : {}) }] } };
}
