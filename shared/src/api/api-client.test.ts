import { z } from '../zod';
import { defineEndpoint } from '../contract/define';
import { useSessionStore, type SessionData } from '../session/session-store';
import { callApi, navigation } from './api-client';
import { ApiError } from './api-error';

const getThing = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'things/GetThing',
  area: 'shell',
  summary: 'test',
  auth: true,
  query: z.object({ id: z.number() }),
  response: z.object({ name: z.string() }),
});

const session = {
  userId: 42,
  cuit: '20172543597',
  userType: 2,
  userName: 'CARLA MÉNDEZ',
} as unknown as SessionData;

// jsdom has no fetch Response: the few members the client reads.
function reply(status: number, body?: unknown, statusText = '') {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: new Headers(),
    json: async () => JSON.parse(text),
  });
}

describe('callApi', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    useSessionStore.setState({ session, accessToken: 'tok', simulation: null, permissions: [] });
    jest.spyOn(navigation, 'redirect').mockImplementation(() => undefined);
  });

  it('sends the headers of 000 §7: JSON, bearer token, Application Life and the user id', async () => {
    fetchMock.mockReturnValue(reply(200, { name: 'x' }));
    await callApi(getThing, { query: { id: 7 } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/things/GetThing?id=7');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok',
      Application: 'Life',
      UserId: '42',
    });
    expect(init.credentials).toBe('include');
  });

  it('sends no bearer token to a public call, but does to one that acts on a session when there is one (login/register)', async () => {
    const publicCall = { ...getThing, auth: false };
    fetchMock.mockImplementation(() => reply(200, { name: 'x' }));
    await callApi(publicCall, { query: { id: 7 } });
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBeUndefined();
    await callApi({ ...publicCall, optionalSession: true }, { query: { id: 7 } });
    expect(fetchMock.mock.calls[1][1].headers.Authorization).toBe('Bearer tok');
  });

  it('returns the parsed answer', async () => {
    fetchMock.mockReturnValue(reply(200, { name: 'Juan' }));
    await expect(callApi(getThing, { query: { id: 1 } })).resolves.toEqual({ name: 'Juan' });
  });

  it('yields nothing for a 204', async () => {
    fetchMock.mockReturnValue(reply(204));
    await expect(callApi(getThing, { query: { id: 1 } })).resolves.toBeUndefined();
  });

  it('signs a simulator out and sends it to /admin on a 401', async () => {
    fetchMock.mockReturnValue(reply(401, {}, 'Unauthorized'));
    await expect(callApi(getThing, { query: { id: 1 } })).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().session).toBeNull();
    expect(navigation.redirect).toHaveBeenCalledWith('/admin');
  });

  it("reads 'Error procesando solicitud: {status text}' for a non-OK answer and keeps the business messages", async () => {
    fetchMock.mockReturnValue(
      reply(
        500,
        { success: false, businessExceptions: [{ message: 'Falló', title: 'Error' }] },
        'Internal Server Error',
      ),
    );
    const error = (await callApi(getThing, { query: { id: 1 } }).catch((e) => e)) as ApiError;
    expect(error.message).toBe('Error procesando solicitud: Internal Server Error');
    expect(error.userMessage).toBe('Falló');
  });

  it("keeps a 400's field-by-field issues for the form", async () => {
    const body = {
      success: false,
      businessExceptions: [{ message: 'La información no pudo ser validada.' }],
      issues: [{ path: 'Image', message: 'No es compatible con la extensión de archivo' }],
    };
    fetchMock.mockReturnValue(reply(400, body, 'Bad Request'));
    const error = (await callApi(getThing, { query: { id: 1 } }).catch((e) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.issues).toEqual([{ path: 'Image', message: 'No es compatible con la extensión de archivo' }]);
  });

  it("reads 'Error procesando datos' for a body that is not JSON or not what the contract says", async () => {
    fetchMock.mockReturnValue(reply(200, '<html>'));
    await expect(callApi(getThing, { query: { id: 1 } })).rejects.toThrow('Error procesando datos');
    fetchMock.mockReturnValue(reply(200, { other: 1 }));
    await expect(callApi(getThing, { query: { id: 1 } })).rejects.toThrow('Error procesando datos');
  });

  it("reads 'No se pudo conectar con el servidor!' when the server is unreachable", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callApi(getThing, { query: { id: 1 } })).rejects.toThrow('No se pudo conectar con el servidor!');
  });
});
