// The outbox for the ops console (「送信メール」): the list, newest first, and
// one mail with its body. Mail carries a visitor's address and their
// application, so every read is written to the audit log (by mail number and
// reception number, never the address).
import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../../context';
import { HttpError, urlOf } from '../../http/platform';
import { getMail, listMail, mailSummary } from '../mail/outbox';
import { integer, type Audit } from './request-input';

export const mailRoutes: FastifyPluginAsync<{ services: Services; audit: Audit }> = async (
  app,
  { services, audit },
) => {
  const db = services.database.db;
  const smtpConfigured = services.config.smtpUrl !== null;

  app.get('/mail', async (request) => {
    const url = urlOf(request);
    const limit = integer(url, 'limit', 50, 1, 501);
    const offset = integer(url, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
    const rows = await listMail(db, limit, offset);
    await audit(request, {
      action: 'mail',
      target: 'mail',
      description: `送信メールの一覧を表示（${rows.length}件、${offset + 1}件目から）`,
    });
    return { smtpConfigured, messages: rows.map((row) => mailSummary(row, smtpConfigured)) };
  });

  app.get<{ Params: { id: string } }>('/mail/:id', async (request) => {
    const id = Number(request.params.id);
    const row = Number.isSafeInteger(id) && id > 0 ? await getMail(db, id) : null;
    if (!row) throw new HttpError(404, '該当するメールが見つかりません');
    await audit(request, {
      action: 'mail',
      target: row.receptionId ?? `mail #${row.id}`,
      description: `送信メール #${row.id} の内容を表示`,
    });
    return {
      message: {
        ...mailSummary(row, smtpConfigured),
        messageId: row.messageId,
        text: row.textBody,
        html: row.htmlBody,
      },
    };
  });
};
