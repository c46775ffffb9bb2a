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
    expect(config).toMatchObject({ port: 4100, seedScale: 20, corsOrigins: ['https://portal.example', 'http://localhost:9000'] });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('refuses a nonsense value at start rather than running half-configured', () => {
    expect(() => loadConfig({ PORT: 'cuatro mil' })).toThrow();
  });
});
