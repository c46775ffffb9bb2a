import type { Exception } from './api-error';

// The error shapes of docs/adr/0002-contract-first-calls.md (`BusinessError`, `ValidationError` in contract/define.ts), read by hand:
// the client is part of the shell's first paint, which must not load zod. error-body.test.ts checks these
// readers against the contract's schemas.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isException = (value: unknown): value is Exception =>
  isRecord(value) &&
  typeof value.message === 'string' &&
  (value.title === undefined || typeof value.title === 'string');

/** The business messages of `{ success: false, businessExceptions: [{ message, title? }] }`, or null if it is not that. */
export function businessExceptionsOf(body: unknown): Exception[] | null {
  if (!isRecord(body) || body.success !== false || !Array.isArray(body.businessExceptions)) return null;
  return body.businessExceptions.every(isException)
    ? body.businessExceptions.map(({ message, title }) => (title === undefined ? { message } : { message, title }))
    : null;
}

/** A 400's field reasons (`issues: [{ path, message }]` beside the business messages), or none. */
export function validationIssuesOf(body: unknown): { path: string; message: string }[] {
  if (businessExceptionsOf(body) === null || !Array.isArray((body as Record<string, unknown>).issues)) return [];
  const issues = (body as { issues: unknown[] }).issues;
  const valid = issues.every((i) => isRecord(i) && typeof i.path === 'string' && typeof i.message === 'string');
  return valid ? (issues as { path: string; message: string }[]).map(({ path, message }) => ({ path, message })) : [];
}
