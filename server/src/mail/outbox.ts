import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { MailContent } from './mail-texts.js';
import type { Mailer } from './mailer.js';

/** How often the sweep looks for mail due (docs/constants.md#accounts-and-cookies). */
export const OUTBOX_SWEEP_MS = 30_000;
/** The first wait after a failed send; each further failure doubles it, up to OUTBOX_MAX_DELAY_MS. */
export const OUTBOX_FIRST_DELAY_MS = 30_000;
export const OUTBOX_MAX_DELAY_MS = 10 * 60_000;
/** How long one instance holds a mail it is sending, so another instance's sweep leaves it alone. */
const SEND_LEASE_MS = 2 * 60_000;
/** Mails one pass sends at most; the rest wait for the next pass. */
const BATCH = 20;

/**
 * Writes a mail to the outbox, in the caller's transaction (the one that made the mail's token):
 * either both are kept or neither. It is sent after the commit and dropped at `expiresAt`.
 */
export async function enqueueMail(
  trx: Kysely<DB>,
  to: string,
  content: MailContent,
  expiresAt: number,
  now: number = Date.now(),
): Promise<void> {
  await trx
    .insertInto('mail_outbox')
    .values({
      to_address: to,
      subject: content.subject,
      text_body: content.text,
      html_body: content.html,
      created_at: now,
      expires_at: expiresAt,
      next_attempt_at: now,
    })
    .execute();
}

/** The wait before the next try after `attempts` failures. */
export function retryDelayMs(attempts: number): number {
  return Math.min(OUTBOX_FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), OUTBOX_MAX_DELAY_MS);
}

/**
 * One pass over the outbox: drops expired mails, then sends those due, each claimed first (so two
 * instances never both send one), deleted once the SMTP server took it, else tried again later.
 * Returns how many were sent.
 */
export async function deliverDueMail(
  db: Kysely<DB>,
  mailer: Mailer,
  onError: (error: unknown) => void,
  now: number = Date.now(),
): Promise<number> {
  await db.deleteFrom('mail_outbox').where('expires_at', '<=', now).execute();
  const due = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const row of due) {
    const claim = await db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: now + SEND_LEASE_MS })
      .where('id', '=', row.id)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;
    try {
      await mailer.send({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
      await db.deleteFrom('mail_outbox').where('id', '=', row.id).execute();
      sent += 1;
    } catch (error) {
      onError(error);
      const attempts = row.attempts + 1;
      await db
        .updateTable('mail_outbox')
        .set({ attempts, next_attempt_at: Date.now() + retryDelayMs(attempts) })
        .where('id', '=', row.id)
        .execute();
    }
  }
  return sent;
}

/** The outbox's sender: a pass right after each commit that queued mail, and a sweep for retries. */
export interface MailOutbox {
  /** Runs a pass soon, without waiting for it (a pass already running is followed by one more). */
  kick(): void;
  /** Runs a pass now and waits for it (and any running one) to finish. */
  flush(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/** Creates the outbox sender over `mailer`; `warn` hears failed sends (never the mail's text). */
export function createMailOutbox(db: Kysely<DB>, mailer: Mailer, warn: (message: string) => void): MailOutbox {
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  const onError = (error: unknown) =>
    warn(`mail not sent, tried again later: ${error instanceof Error ? error.message : String(error)}`);
  const pass = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = deliverDueMail(db, mailer, onError)
      .catch((error: unknown) => {
        onError(error);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void pass();
        }
      });
    return running;
  };
  return {
    kick() {
      void pass();
    },
    async flush() {
      if (running) await running;
      return pass();
    },
    start() {
      timer ??= setInterval(() => void pass(), OUTBOX_SWEEP_MS);
      timer.unref();
      void pass();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      again = false;
      if (running) await running;
      mailer.close();
    },
  };
}
