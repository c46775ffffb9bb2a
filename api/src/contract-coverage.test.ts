import fs from 'node:fs';
import path from 'node:path';
import { allEndpoints, endpointPath } from '@portal/shared/contract';
import { apiRoot } from './config';

/**
 * `docs/contract/endpoints.tsv` is the checklist of done: every row of every area must be in the contract (so
 * served and documented), and every call of the contract must be a row. The calls the spec never names (the
 * column views, the notification attachment upload, /seguridad's active sessions) are rows too, marked
 * `platform` in their spec column, so that the list alone answers which calls exist.
 */
const AREAS = ['shell', 'cartera', 'reports', 'cuenta-corriente', 'cobranzas', 'comunicacion', 'admin'];

const listFile = path.resolve(apiRoot, '../docs/contract/endpoints.tsv');
const rows = fs
  .readFileSync(listFile, 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [method, base, p, area] = line.split('\t');
    return { method, key: `/${base}/${p.replace(/\/$/, '')}`.toLowerCase(), area };
  });

const contracted = new Set(allEndpoints().map((e) => `${e.method} ${endpointPath(e).toLowerCase()}`));

describe('the contract against endpoints.tsv', () => {
  it('reads the list, a known area on every row', () => {
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => !AREAS.includes(r.area))).toEqual([]);
  });

  it.each(AREAS)('has every %s call of the list', (area) => {
    const missing = rows.filter((r) => r.area === area && !contracted.has(`${r.method} ${r.key}`));
    expect(missing).toEqual([]);
  });

  it('has no call the list does not name', () => {
    const listed = new Set(rows.map((r) => `${r.method} ${r.key}`));
    const extra = [...contracted].filter((k) => !listed.has(k));
    expect(extra).toEqual([]);
  });
});
