import { dropTemplates } from './templates';

/** Drops the run's template databases (templates.ts). */
export default async function globalTeardown(): Promise<void> {
  await dropTemplates(process.env.TEST_POSTGRES_URL);
}
