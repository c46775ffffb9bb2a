/**
 * A stand-in for the api at the network boundary: `fetch` answers from handlers keyed by
 * 'METHOD path' (the path after /api/, without the query). Unhandled calls answer 404 and are recorded.
 */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  json?: unknown;
  blob?: Blob;
  fileName?: string;
}

export type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 404: 'Not Found', 500: 'Internal Server Error' };

export function installFakeApi(handlers: Record<string, Handler>) {
  const calls: FakeRequest[] = [];
  const fetchMock = jest.fn(async (input: string, init: { method?: string; body?: string } = {}) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: FakeRequest = {
      method,
      path,
      query: url.searchParams,
      body: init.body ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    const handler = handlers[`${method} ${path}`];
    const answer: FakeAnswer = handler
      ? await handler(request)
      : { status: 404, json: { success: false, businessExceptions: [] } };
    const status = answer.status ?? 200;
    const headers = new Map<string, string>();
    if (answer.fileName) headers.set('content-disposition', `attachment; filename="${answer.fileName}"`);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: STATUS_TEXT[status] ?? 'Error',
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
      json: async () => {
        if (answer.json === undefined) throw new Error('no json');
        return answer.json;
      },
      blob: async () => answer.blob ?? new Blob([JSON.stringify(answer.json ?? '')]),
    };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    /** The requests made to one 'METHOD path'. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}
