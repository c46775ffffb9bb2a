import { exceptionDetail, redactParameters, redactUrl } from './redact';

describe('what the audit keeps of a request', () => {
  it('leaves out passwords, tokens, codes and file contents, at any depth and casing', () => {
    const kept = JSON.parse(
      redactParameters({
        query: { AccessToken: 'a', cuit: '20172543597' },
        body: {
          Password: 'x',
          confirmPassword: 'y',
          Code: 'z',
          nested: { refreshToken: 'r', Image: 'base64…', name: 'ANA' },
          html: '<p>',
        },
      }),
    );
    expect(kept).toEqual({
      query: { AccessToken: '[omitido]', cuit: '20172543597' },
      body: {
        Password: '[omitido]',
        confirmPassword: '[omitido]',
        Code: '[omitido]',
        nested: { refreshToken: '[omitido]', Image: '[omitido]', name: 'ANA' },
        html: '[omitido]',
      },
    });
  });

  it('never writes a buffer, and cuts long texts and the whole at 4000 characters', () => {
    expect(redactParameters({ body: Buffer.from('contenido') })).toBe('{"body":"[omitido]"}');
    expect(JSON.parse(redactParameters({ body: { text: 'a'.repeat(500) } })).body.text).toHaveLength(201);
    expect(
      redactParameters({ body: { list: Array.from({ length: 20 }, () => 'b'.repeat(199)) } }).length,
    ).toBeLessThanOrEqual(4000);
  });

  it('leaves out the values of secret query parameters of a URL', () => {
    expect(redactUrl('/api/FileRepository/Download/NotificationAttach/3?RefreshToken=abc&AccessToken=def&x=1')).toBe(
      '/api/FileRepository/Download/NotificationAttach/3?RefreshToken=%5Bomitido%5D&AccessToken=%5Bomitido%5D&x=1',
    );
    expect(redactUrl('/api/login/getroles?userId=3')).toBe('/api/login/getroles?userId=3');
    expect(redactUrl('/api/x?%50assword=secreto&a')).toBe('/api/x?%50assword=%5Bomitido%5D&a');
  });

  it('keeps the escapes of a URL as sent: bytes that are not UTF-8 stay visible', () => {
    expect(redactUrl('/api/login/getroles?userId=%00%ED%A0%80&x=%FF')).toBe(
      '/api/login/getroles?userId=%00%ED%A0%80&x=%FF',
    );
  });

  it("keeps a parsed query's values, whose object has no prototype", () => {
    const query = Object.assign(Object.create(null) as object, { userId: 'abc' });
    expect(redactParameters({ query })).toBe('{"query":{"userId":"abc"}}');
  });
});

describe("an exception's detail", () => {
  it("keeps a failed query's statement and frames but not the values it carried", () => {
    const error = new Error(
      'Failed query: insert into "producers" ("name") values ($1)\nparams: ANA PÉREZ,0170099220000067797370',
    );
    const detail = exceptionDetail(error);
    expect(detail).toMatch(
      /^Error: Failed query: insert into "producers" \("name"\) values \(\$1\)\nparams: \[omitido\]\n\s+at /,
    );
    expect(detail).not.toContain('ANA');
    expect(detail).not.toContain('0170099220000067797370');
  });

  it('keeps any other message whole, with at most five frames', () => {
    const detail = exceptionDetail(new TypeError('x is not a function'));
    expect(detail.split('\n')[0]).toBe('TypeError: x is not a function');
    expect(detail.split('\n').length).toBeLessThanOrEqual(6);
  });
});
