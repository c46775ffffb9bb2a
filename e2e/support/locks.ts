/**
 * Playwright test locks, for runs on more than one worker (E2E_WORKERS in playwright.config.ts): files that declare
 * the same lock never run at the same time; every other pair may. A file declares its lock for all its tests
 * (`test.describe.configure({ lock })`), as a file's tests run in one worker, in order, holding the union of
 * their locks anyway.
 */
export const LOCK = {
  /**
   * The demo producer's mailbox (productor@demo.com.ar): these specs read "the newest mail to it since a
   * moment" (support/outbox.ts) and expect their own subject, so a mail another spec sends there meanwhile
   * (an enquiry's copy, an invoice sending, a scheduled report, an e-mail notice, a communication mailed to
   * every producer) would be taken for theirs.
   */
  demoProducerMailbox: 'mailbox:productor@demo.com.ar',
  /**
   * Every producer's mailbox: a communication sent by e-mail goes to every active producer, also to the one the
   * auth spec has just registered, whose confirmation and reset mails it reads as the newest.
   */
  everyProducerMailbox: 'mailbox:every-producer',
  /**
   * Playwright's built-in lock: the file runs with no other test running. For the oversight spec, whose
   * statistics count every sign-in of every user (before + 1), whose audit reads the demo producer's latest
   * calls and which uploads and deletes a payroll of the demo producer (cartera-operations counts them).
   */
  alone: '-exclusive-',
} as const;
