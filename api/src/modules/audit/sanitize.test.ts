import { auditActions, auditLogs } from '../../db/schema';
import { CUT_MARK, storableRecord, storableText, UNSIZED_TEXT_LIMIT } from './sanitize';

describe('what makes an audit value storable', () => {
  it('writes NUL and lone surrogates as visible escapes, and keeps surrogate pairs', () => {
    expect(storableText('a\u0000b', 100)).toBe('a\\u0000b');
    expect(storableText('x\ud800y\udfffz', 100)).toBe('x\\ud800y\\udfffz');
    expect(storableText('\udc00\ud800', 100)).toBe('\\udc00\\ud800');
    expect(storableText('end\ud83d', 100)).toBe('end\\ud83d');
    expect(storableText('ok 😀 ñ', 100)).toBe('ok 😀 ñ');
  });

  it('cuts a value longer than its size with a mark, counting characters as PostgreSQL does', () => {
    const cut = storableText('a'.repeat(1_000_000), 1000);
    expect(cut).toHaveLength(1000);
    expect(cut.endsWith(CUT_MARK)).toBe(true);
    // 300 emoji are 600 UTF-16 units but 300 characters: they fit a varchar(300).
    expect(storableText('😀'.repeat(300), 300)).toBe('😀'.repeat(300));
    const emoji = storableText('😀'.repeat(301), 300);
    expect([...emoji]).toHaveLength(300);
    expect(emoji).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    // Too small a column for the mark: an ellipsis.
    expect(storableText('GETTTTTTTTTTTT', 10)).toBe('GETTTTTTT…');
    // The escapes count: a value of NULs grows sixfold.
    expect(storableText('\u0000'.repeat(20), 30)).toBe(`${'\\u0000'.repeat(4)}\\u000…`);
  });

  it("reads each column's size from the schema, and bounds the columns without one", () => {
    const record = storableRecord(auditActions, {
      userId: 1,
      userName: 'u\u0000',
      createdAt: new Date(),
      application: 'x'.repeat(31),
      url: '/api/x?q=' + 'a'.repeat(2000),
      action: 'GET',
      function: 'GET /api/x',
      statusCode: 200,
      durationMs: 3,
    });
    expect(record.userName).toBe('u\\u0000');
    expect(record.application).toHaveLength(30);
    expect(record.url).toHaveLength(1000);
    expect(record.statusCode).toBe(200);
    const log = storableRecord(auditLogs, {
      createdAt: new Date(),
      exception: true,
      detail: 'd'.repeat(1_000_000),
      severity: 'Error',
      source: 'api',
      class: 'E',
      method: 'm',
      logEvent: 'e',
      parameters: '{}',
    });
    expect(log.detail).toHaveLength(UNSIZED_TEXT_LIMIT);
  });
});
