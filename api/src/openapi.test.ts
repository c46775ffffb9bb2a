import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { allEndpoints, endpointPath } from '@portal/shared/contract';
import { apiRoot } from './config';

const run = promisify(execFile);

describe('the openapi command', () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-')), 'data');
  let document: { openapi: string; paths: Record<string, Record<string, unknown>> };

  beforeAll(async () => {
    const tsx = path.join(apiRoot, 'node_modules', '.bin', 'tsx');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const { stdout } = await run(tsx, ['src/openapi.ts'], { cwd: apiRoot, env });
    document = JSON.parse(stdout);
  });

  it('prints a valid OpenAPI 3 document', async () => {
    const { Validator } = await import('@seriousme/openapi-schema-validator');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\./);
  });

  it('lists every endpoint of the contract under its path and method', () => {
    for (const endpoint of allEndpoints()) {
      const operation = document.paths[endpointPath(endpoint)]?.[endpoint.method.toLowerCase()];
      expect({ endpoint: endpointPath(endpoint), documented: Boolean(operation) }).toEqual({
        endpoint: endpointPath(endpoint),
        documented: true,
      });
    }
  });

  it('opens no database to do it', () => {
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
