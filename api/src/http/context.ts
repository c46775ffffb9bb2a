import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AccessTokens } from '../lib/tokens';
import type { Mailer } from '../lib/mailer';

/** What the modules' services need besides the request: built once in app.ts. */
export interface AppContext {
  database: Database;
  tokens: AccessTokens;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'signInMaxFailuresPerAddress'> & { dataDir?: string };
  /** The job scheduler of scheduled report sendings, told when a schedule changes (absent when jobs do not run). */
  scheduler?: {
    planned(schedule: { id: number; enabled: boolean; period: number; executions: { Day: number; Hour: number }[] }): Promise<void>;
    /** Queues one sending of the schedule now; answers the job's id. */
    runNow(scheduleId: number): Promise<string | null>;
  };
}
