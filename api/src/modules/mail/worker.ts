// Sends the outbox through SMTP with nodemailer. Each instance of the API runs
// one worker when SMTP_URL is set: it takes due mails (claimDueMail leases
// them, so two instances never send the same one at once), sends each with
// its stored Message-ID, and marks it sent; a mail the server refuses or
// cannot take (down, timing out) is tried again later with the site's
// back-off (shared retry-policy, capped at 5 minutes), for as long as it takes;
// one the server refuses for good (an SMTP 5xx reply) is marked and left for ops.
// Delivery is at least once: a worker stopped between the server's answer and
// the mark sends that mail again, with the same Message-ID.
import nodemailer from 'nodemailer';
import { backoffDelay } from '@hikari/shared/domain';
import type { Db } from '../../db/client';
import { log } from '../../log';
import { claimDueMail, markFailed, markRefused, markSent } from './outbox';

export interface MailWorkerOptions {
  db: Db;
  smtpUrl: string;
  from: string;
  now?: () => Date;
  /** How often the outbox is looked at. Default 1000 ms. */
  pollMs?: number;
  /** How long a taken mail is left to its worker before another may take it. Default 2 minutes. */
  leaseMs?: number;
  /** Mails taken at a time. Default 20. */
  batch?: number;
}

export interface MailWorker {
  /** Looks at the outbox now (after a mail was written) instead of at the next poll. */
  wake(): void;
  /** Sends what is due and resolves when done; tests call it to step the worker. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the mail being sent. */
  stop(): Promise<void>;
}

/** What the SMTP library said, without the envelope (an address) or the message. */
function describe(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string };
  const parts = [
    e.code,
    e.responseCode ? String(e.responseCode) : null,
    e.response ?? e.message ?? 'unknown error',
  ];
  return parts.filter(Boolean).join(' ');
}

/** An SMTP 5xx reply: the server has said no for good (a 4xx or a lost connection is worth another try). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, from } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 2 * 60 * 1000;
  const batch = options.batch ?? 20;
  // A connection per send; a server that is down costs one refused connection per due mail.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  let running: Promise<number> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  async function sendDue(): Promise<number> {
    const taken = await claimDueMail(db, now(), new Date(now().getTime() + leaseMs), batch);
    let sent = 0;
    for (const mail of taken) {
      const attempts = mail.attempts + 1;
      try {
        await transport.sendMail({
          from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          messageId: mail.messageId,
          date: mail.createdAt,
        });
        await markSent(db, mail.id, attempts, now());
        sent += 1;
        log.info(`[mail] sent #${mail.id} (${mail.kind}${mail.receptionId ? ` ${mail.receptionId}` : ''})`);
      } catch (error) {
        // A 5xx answer to the message (mailbox unknown, refused) will not change by waiting.
        if (isPermanent(error)) {
          await markRefused(db, mail.id, attempts, now(), describe(error));
          log.warn(`[mail] #${mail.id} refused for good (attempt ${attempts}): ${describe(error)}`);
          continue;
        }
        const wait = backoffDelay(attempts);
        await markFailed(db, mail.id, attempts, new Date(now().getTime() + wait), describe(error));
        log.warn(
          `[mail] #${mail.id} not sent (attempt ${attempts}, again in ${(wait / 1000).toFixed(1)} s): ${describe(error)}`,
        );
      }
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    // One pass at a time: a wake during a pass is answered by that pass's successor.
    running ??= sendDue()
      .catch((error: unknown) => {
        log.warn(`[mail] the outbox could not be read: ${describe(error)}`);
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  function schedule(delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void runOnce().then(() => schedule(pollMs));
    }, delay);
    timer.unref();
  }
  schedule(0);

  return {
    wake: () => schedule(0),
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
