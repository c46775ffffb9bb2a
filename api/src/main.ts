import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { FileStore } from './modules/files/storage';
import { formatDemoAccounts, seedIfEmpty } from './seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const demoAccounts = await database.exclusive(async (db) => {
    await migrate(db, database.driver);
    return seedIfEmpty(db, { scale: config.seedScale, files: new FileStore(config.filesDir) });
  });
  if (demoAccounts) process.stdout.write(formatDemoAccounts(demoAccounts));

  const app = await buildApp({ database, config, logger: { level: config.logLevel }, jobs: process.env.JOBS !== 'false', audit: process.env.AUDIT !== 'false' });
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
