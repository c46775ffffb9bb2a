import { ApiError } from '@portal/shared';

/**
 * What a failed save, delete or send tells the administrator: the api's own reason for a refusal (bad
 * input, 4xx), the spec's 'Ha ocurrido un error…' for anything else (002 §8).
 */
export function failureText(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401
  ) {
    const reasons = [...new Set(error.issues.map((i) => i.message))];
    return reasons.length ? reasons.join('. ') : error.userMessage;
  }
  return fallback;
}
