import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What the suite fuzzes: the host's port always (its proxy included) and the api's own port when known. */
export interface Targets {
  host: string;
  api?: string;
  /** The stack's log, when the suite started the stack itself (to see that no process died). */
  log?: string;
  /** The stack's supervisor (`cli.cjs serve`), when the suite started it. */
  supervisorPid?: number;
}

/** Written by global-setup for the tests: targets, the demo producer's session and the data snapshot. */
export const STATE_FILE = path.join(os.tmpdir(), `portal-fuzz-state-${process.env.FUZZ_RUN_ID ?? 'local'}.json`);

export interface FuzzState {
  targets: Targets;
  snapshot: Record<string, unknown>;
}

export function readState(): FuzzState {
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as FuzzState;
}
