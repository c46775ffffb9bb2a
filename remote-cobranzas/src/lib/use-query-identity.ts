import { useSessionStore } from '@portal/shared';

/** The user id the report calls carry (the producer tree, the column view, the scheduler). */
export function useUserId(): number | null {
  return useSessionStore((s) => s.session?.userId ?? null);
}
