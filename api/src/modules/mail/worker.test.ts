// The mail worker over real SMTP: a local SMTP server (smtp-server) takes
// what the API sends. The contract document arrives once, with its Japanese
// subject and body readable after decoding; while the server is down the mail
// waits and is retried with back-off, and arrives once it is back; two
// workers never take the same mail.
import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { validApplicationPayload } from '@hikari/shared/testing/fixtures';
import { mailOutbox } from '../../db/schema';
import { sendApplication } from '../../testing/applications';
import { newKey } from '../../testing/fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { claimDueMail, enqueueMail, mailOf } from './outbox';

interface Inbox {
  port: number;
  received: ParsedMail[];
  close(): Promise<void>;
}

/** A local SMTP server that keeps every message it is given, parsed; `refuse` answers every recipient 550. */
async function smtpInbox(port = 0, refuse = false): Promise<Inbox> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, done) {
      if (!refuse) return done();
      const error = Object.assign(new Error('5.1.1 mailbox unavailable'), { responseCode: 550 });
      return done(error);
    },
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  ms = 15_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function apply(t: TestApp): Promise<string> {
  const { body } = await sendApplication(t, await t.token(), validApplicationPayload(), {
    idempotencyKey: newKey(),
  });
  expect(body.errors).toBeUndefined();
  return body.data!.applyCTC.receptionId;
}

describe('sending the outbox through SMTP', () => {
  it('delivers the contract document once, with its Japanese subject, text and HTML intact', async () => {
    const inbox = await smtpInbox();
    const t = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${inbox.port}` } });
    try {
      const receptionId = await apply(t);
      const mail = await until('the mail', () =>
        inbox.received.find((m) => m.subject?.includes(receptionId)),
      );
      const [stored] = await mailOf(t.database.db, receptionId);
      expect(mail.subject).toBe(stored!.subject);
      expect(mail.subject).toMatch(/^【東海ひかりネット株式会社】お申し込み内容と契約書面のお知らせ/);
      expect(mail.messageId).toBe(stored!.messageId);
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('taro@example.jp');
      expect(mail.from?.text).toContain('no-reply@tokai-hikari.example');
      expect(mail.text?.trim()).toBe(stored!.textBody.trim());
      expect(mail.text).toContain('初期契約解除制度');
      expect(mail.html).toContain('<html lang="ja">');
      expect(mail.html).toContain(receptionId);

      const sent = await until('the mark', async () => {
        const [row] = await mailOf(t.database.db, receptionId);
        return row?.sentAt ? row : undefined;
      });
      expect(sent.attempts).toBe(1);
      // Later passes of the worker send nothing more.
      await t.app.services.mail.wake();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(inbox.received.filter((m) => m.subject?.includes(receptionId))).toHaveLength(1);

      const list = await fetch(`${t.url}/ops/mail`, {
        headers: { Authorization: `Bearer ${t.opsApiToken}` },
      });
      const { smtpConfigured, messages } = (await list.json()) as {
        smtpConfigured: boolean;
        messages: { receptionId: string; status: string }[];
      };
      expect(smtpConfigured).toBe(true);
      expect(messages.find((m) => m.receptionId === receptionId)?.status).toBe('sent');
    } finally {
      await t.close();
      await inbox.close();
    }
  });

  it('keeps the mail while the SMTP server is down, retries with back-off, and delivers it once it is back', async () => {
    const port = await freePort();
    const t = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    let inbox: Inbox | null = null;
    try {
      const receptionId = await apply(t);
      // Refused twice or more, each time a little later than the one before.
      const failing = await until('two failed attempts', async () => {
        const [row] = await mailOf(t.database.db, receptionId);
        return row && row.attempts >= 2 ? row : undefined;
      });
      expect(failing.sentAt).toBeNull();
      expect(failing.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
      expect(failing.nextAttemptAt.getTime()).toBeGreaterThan(failing.createdAt.getTime());
      const list = await fetch(`${t.url}/ops/mail`, {
        headers: { Authorization: `Bearer ${t.opsApiToken}` },
      });
      const { messages } = (await list.json()) as { messages: { receptionId: string; status: string }[] };
      expect(messages.find((m) => m.receptionId === receptionId)?.status).toBe('retrying');

      inbox = await smtpInbox(port);
      const box = inbox;
      await until('the mail after the server came back', () =>
        box.received.find((m) => m.subject?.includes(receptionId)),
      );
      const sent = await until('the mark', async () => {
        const [row] = await mailOf(t.database.db, receptionId);
        return row?.sentAt ? row : undefined;
      });
      expect(sent.attempts).toBeGreaterThanOrEqual(3);
      expect(sent.lastError).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(box.received.filter((m) => m.subject?.includes(receptionId))).toHaveLength(1);
    } finally {
      await t.close();
      await inbox?.close();
    }
  });

  it('marks a mail the receiving server refuses for good (5xx) and does not send it again', async () => {
    const inbox = await smtpInbox(0, true);
    const t = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${inbox.port}` } });
    try {
      const receptionId = await apply(t);
      const refused = await until('the refusal', async () => {
        const [row] = await mailOf(t.database.db, receptionId);
        return row?.failedAt ? row : undefined;
      });
      expect(refused).toMatchObject({ attempts: 1, sentAt: null });
      expect(refused.lastError).toMatch(/550/);
      t.app.services.mail.wake();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const [after] = await mailOf(t.database.db, receptionId);
      expect(after!.attempts).toBe(1);
      const list = await fetch(`${t.url}/ops/mail`, {
        headers: { Authorization: `Bearer ${t.opsApiToken}` },
      });
      const { messages } = (await list.json()) as {
        messages: {
          receptionId: string;
          status: string;
          statusLabel: string;
          nextAttemptAt: string | null;
        }[];
      };
      const mine = messages.find((m) => m.receptionId === receptionId)!;
      expect(mine).toMatchObject({ status: 'failed', nextAttemptAt: null });
      expect(mine.statusLabel).toContain('再送しません');
    } finally {
      await t.close();
      await inbox.close();
    }
  });

  it('lets two workers take disjoint mails (each due mail leased to one)', async () => {
    const t = await startTestApp();
    try {
      const db = t.database.db;
      const at = new Date('2026-01-01T00:00:00Z');
      for (let i = 0; i < 12; i += 1) {
        await enqueueMail(db, {
          kind: 'contract-document',
          messageId: `<lease-test-${i}-${newKey()}@example.test>`,
          receptionId: null,
          to: 'a@example.jp',
          subject: '件名',
          text: '本文',
          html: '<p>本文</p>',
          at,
        });
      }
      const now = new Date('2026-01-01T00:01:00Z');
      const lease = new Date('2026-01-01T00:03:00Z');
      const [one, two] = await Promise.all([
        claimDueMail(db, now, lease, 8),
        claimDueMail(db, now, lease, 8),
      ]);
      const ids = [...one, ...two].map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(12);
      // Leased: nothing is due again before the lease runs out, everything after.
      expect(await claimDueMail(db, new Date('2026-01-01T00:02:00Z'), lease, 20)).toHaveLength(0);
      expect(await claimDueMail(db, new Date('2026-01-01T00:03:00Z'), lease, 20)).toHaveLength(12);
      await db.delete(mailOutbox);
    } finally {
      await t.close();
    }
  });
});
