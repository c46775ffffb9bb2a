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
    const { stdout } = await run(tsx, ['src/openapi.ts'], { cwd: apiRoot, env, maxBuffer: 64 * 1024 * 1024 });
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

  it('documents every error status in the error shape, and files with their content types', () => {
    for (const endpoint of allEndpoints()) {
      const operation = document.paths[endpointPath(endpoint)][endpoint.method.toLowerCase()] as {
        responses: Record<string, { content?: Record<string, unknown> }>;
        requestBody?: { content: Record<string, unknown> };
      };
      const where = endpointPath(endpoint);
      for (const status of ['400', '401', '403', '404', '413', '414', '429', '431', '500']) {
        expect({ where, status, json: Object.keys(operation.responses[status]?.content ?? {}) }).toEqual({
          where,
          status,
          json: ['application/json'],
        });
      }
      const answers = Object.keys(operation.responses['200'].content ?? {});
      if (endpoint.file) expect({ where, answers }).toEqual({ where, answers: [...(endpoint.fileTypes ?? [])] });
      else expect({ where, json: answers.includes('application/json') }).toEqual({ where, json: true });
      if (endpoint.fileTypes && !endpoint.file)
        expect(answers).toEqual(expect.arrayContaining([...endpoint.fileTypes]));
      if (endpoint.file) expect(endpoint.fileTypes?.length).toBeGreaterThan(0);
      if (endpoint.multipart)
        expect(Object.keys(operation.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    }
  });

  it('describes every file answer as raw bytes of its content type (OpenAPI 3.1: no JSON type a validator would hold the bytes to)', () => {
    const files = allEndpoints().filter((e) => e.fileTypes?.length);
    expect(files.map(endpointPath)).toEqual(
      expect.arrayContaining([
        '/api/portfolio/certificate',
        '/api/portfolio/downloadrubricdigital',
        '/api/FileRepository/Download',
        '/api/debtors/downloaddebtfree',
        '/api/portfolio/export',
      ]),
    );
    for (const endpoint of files) {
      const operation = document.paths[endpointPath(endpoint)][endpoint.method.toLowerCase()] as {
        responses: Record<string, { content: Record<string, { schema: object }> }>;
      };
      for (const type of endpoint.fileTypes ?? []) {
        const where = `${endpointPath(endpoint)} ${type}`;
        expect({ where, schema: operation.responses['200'].content[type]?.schema }).toEqual({
          where,
          schema: { contentMediaType: type, format: 'binary', description: expect.any(String) },
        });
      }
    }
  });

  it('documents both forms of a day the administration calls take: YYYY-MM-DD and an ISO date-time', () => {
    const bodyOf = (url: string, method: string) =>
      (
        document.paths[url][method] as {
          requestBody: { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }> };
        }
      ).requestBody.content['application/json'].schema.properties;
    const forms = (schema: Record<string, unknown>): unknown[] => {
      const anyOf = (schema.anyOf ?? []) as Record<string, unknown>[];
      return [schema.format, ...anyOf.flatMap(forms)].filter(Boolean);
    };
    const days = [
      bodyOf('/api/Label/SaveLabel', 'post').StartDate,
      bodyOf('/api/Label/SaveLabel', 'post').EndDate,
      bodyOf('/api/Communication', 'post').startDate,
      bodyOf('/api/Communication', 'put').sendMailDate,
      bodyOf('/api/news/NewsCreate', 'post').CreationDate,
      bodyOf('/api/news/NewsUpdate', 'post').UntilDate,
    ];
    for (const day of days) expect(forms(day)).toEqual(['date', 'date-time']);
  });

  it('opens no database to do it', () => {
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
