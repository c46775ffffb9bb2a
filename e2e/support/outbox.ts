import { expect } from '@playwright/test';
import { API_PORT } from './stack';

interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The names of the files sent with it. */
  attachments: string[];
}

/** The api's local outbox (docs/adr/0010-jobs-on-pg-boss-and-one-mailer.md): the newest mail to an address, waiting for it to arrive. */
export async function latestMailTo(address: string, since = 0): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${API_PORT}/dev/outbox.json`);
        const mails = (await res.json()) as Mail[];
        found = mails.find((m) => m.to.toLowerCase() === address.toLowerCase() && m.id > since);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export async function lastMailId(): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${API_PORT}/dev/outbox.json`);
  const mails = (await res.json()) as Mail[];
  return mails[0]?.id ?? 0;
}

/** The first link of a mail that points at the portal. */
export function portalLink(mail: Mail): URL {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`El mail "${mail.subject}" no tiene enlace`);
  return new URL(match[0]);
}
