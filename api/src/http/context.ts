import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AccessTokens } from '../lib/tokens';
import type { CountCache } from '../lib/count-once';
import type { Mailer } from '../lib/mailer';
import type { SignInLimits } from '../lib/sign-in-limits';
import type { auditActions } from '../db/schema';
import type { SecretBox } from '../lib/secret-box';
import type { SignInChallenges } from '../lib/sign-in-challenge';

/** What the modules' services need besides the request: built once in app.ts. */
export interface AppContext {
  database: Database;
  tokens: AccessTokens;
  mailer: Mailer;
  /** Failed sign-in counts, shared by every replica (Redis or the database). */
  limits: SignInLimits;
  /** Counts of paged searches kept between their pages (issue 8 §3); without it every page counts. */
  counts?: CountCache;
  config: Pick<Config, 'publicUrl' | 'signInMaxFailuresPerAddress'> &
    Partial<Pick<Config, 'mfaRequiredForStaff'>> & { dataDir?: string };
  /** Two-step verification (issue 40 §1): the pending sign-ins between password and code, and the key of the TOTP secrets. */
  twoStep?: { challenges: SignInChallenges; secrets: SecretBox };
  /** The audit trail's writer, for events no signed-in call records by itself (a failed code at sign-in); null when off. */
  audit?: { action(record: typeof auditActions.$inferInsert): void } | null;
  /** The job scheduler of scheduled report sendings, told when a schedule changes (absent when jobs do not run). */
  scheduler?: {
    planned(schedule: {
      id: number;
      enabled: boolean;
      period: number;
      executions: { Day: number; Hour: number }[];
    }): Promise<void>;
    /** Queues one sending of the schedule now; answers the job's id. */
    runNow(scheduleId: number): Promise<string | null>;
    /** Queues one run of the daily alert of policies about to be cancelled now; answers the job's id. */
    runDebtAlertsNow(): Promise<string | null>;
    /** Queues one execution of a notification process (its slot: the instant it was due); answers the job's id. */
    runNotificationExecution(processId: number, slot: Date): Promise<string | null>;
    /** Waits for one notification job to end; answers its final state ('pending' when time ran out). */
    notificationJobDone(jobId: string): Promise<string>;
    /** Queues the sending of a news notice to all producers; answers the job's id. */
    sendNewsToAll(newsId: number): Promise<string | null>;
  };
  /** The communications' mail job (absent when jobs do not run): mails those due now. */
  communicationMail?: { runNow(): Promise<unknown> };
}
