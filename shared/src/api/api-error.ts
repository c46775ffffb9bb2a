/** One business message of the spec's error shape (`BusinessException` in contract/define.ts). */
export interface Exception {
  message: string;
  title?: string;
}

/** The one error every call rejects with; `message` is the Spanish text to show (000 §7, §8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly businessExceptions: Exception[] = [],
    /** A 400's field-by-field reasons (docs/adr/0002-contract-first-calls.md), for a form to show under its fields. */
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's business messages joined with '. ' (000 §8), or this error's own text. */
  get userMessage(): string {
    const texts = this.businessExceptions.map((e) => e.message).filter(Boolean);
    return texts.length ? texts.join('. ') : this.message;
  }
}
