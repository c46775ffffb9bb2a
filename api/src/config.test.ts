import path from 'node:path';
import { apiRoot, loadConfig } from './config';

describe('config', () => {
  it('defaults to PGlite in <api>/data on port 4000 with the dev origins', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 4000, host: '0.0.0.0', dataDir: path.join(apiRoot, 'data'), seedScale: 1 });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.corsOrigins).toEqual([8080, 8081, 8082, 8083, 8084, 8085].map((p) => `http://localhost:${p}`));
  });

  it('reads the environment, treating empty variables as unset', () => {
    const config = loadConfig({
      PORT: '4100',
      DATABASE_URL: '',
      CORS_ORIGINS: 'https://portal.example, http://localhost:9000',
      SEED_SCALE: '20',
    });
    expect(config).toMatchObject({
      port: 4100,
      seedScale: 20,
      corsOrigins: ['https://portal.example', 'http://localhost:9000'],
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('serves the outbox page outside production only, unless OUTBOX_PAGE says otherwise', () => {
    expect(loadConfig({}).outboxPage).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).outboxPage).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', OUTBOX_PAGE: 'true' }).outboxPage).toBe(true);
    expect(loadConfig({ OUTBOX_PAGE: 'false' }).outboxPage).toBe(false);
  });

  it('puts the metrics beside the port on loopback, so replicas on distinct ports get distinct metrics ports', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(loadConfig({ PORT: '5400' }).metricsPort).toBe(10864);
    expect(loadConfig({ PORT: '0' }).metricsPort).toBe(0);
    expect(loadConfig({ PORT: '65000' }).metricsPort).toBe(0);
    expect(loadConfig({ PORT: '4001', METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      metricsPort: 9100,
      metricsHost: '0.0.0.0',
    });
  });

  it('refuses a JWT secret shorter than 32 characters', () => {
    expect(() => loadConfig({ JWT_SECRET: 'corto' })).toThrow();
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });

  it('refuses a nonsense value at start rather than running half-configured', () => {
    expect(() => loadConfig({ PORT: 'cuatro mil' })).toThrow();
  });
});
