// The short mails of the journey after the application: a stage change, a
// works slot booked, changed or cancelled, and the carry-on link. Each is
// written to the outbox in the transaction of what caused it, and each that
// is about an application carries a new link to its page.
import { randomBytes } from 'node:crypto';
import {
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGE_NEXT,
  COMPANY_NAME,
  SLOT_CHANGE_RULE,
  contractTerms,
  formatYen,
  type ApplicationStage,
} from '@hikari/shared/domain';
import { APPLICATION_CANCELLED } from '@hikari/shared/domain/application-cancellation';
import { storedRecord, storedText } from '@hikari/shared/forms';
import type { Db } from '../../db/client';
import { followLink, issueFollowToken } from '../follow/tokens';
import { breakdownOf } from '../ops/submission-view';
import {
  callTimeOf,
  composeMail,
  followLinkValidity,
  providerFooter,
  type MailConfig,
  type Section,
} from './compose';
import { enqueueMail, messageIdOf, type MailKind } from './outbox';

/** The stored application a notice is about: its number and the answers (the mail address). */
export interface NoticeTarget {
  receptionId: string;
  payload: unknown;
  /** The stored estimate (its price breakdown), where a notice states an amount. */
  estimate?: unknown;
}

/**
 * To the mail address of the application, greeting the customer by reception
 * number: the address was typed by whoever applied and nobody has confirmed
 * it, so no notice quotes what the visitor typed (the name included), as the
 * contract document does not.
 */
function addressee(target: NoticeTarget): { to: string; greeting: string } {
  const customer = storedRecord(storedRecord(target.payload).customer);
  return { to: storedText(customer.mail), greeting: `受付番号 ${target.receptionId} のお客さま` };
}

async function enqueueNotice(
  tx: Db,
  target: NoticeTarget,
  kind: MailKind,
  key: string,
  config: MailConfig,
  now: Date,
  subjectTail: string,
  intro: string[],
  sections: Section[],
): Promise<void> {
  const { to, greeting } = addressee(target);
  const link = followLink(config.publicSiteUrl, await issueFollowToken(tx, target.receptionId, now));
  const content = composeMail({
    subject: `【${COMPANY_NAME}】${subjectTail}（受付番号 ${target.receptionId}）`,
    greeting,
    intro,
    sections: [
      ...sections,
      {
        title: 'お申し込み状況',
        paragraphs: [
          '進み具合と工事日は、次のページでいつでもご確認いただけます。このリンクはお客さま専用です。',
          link,
          followLinkValidity(now),
        ],
      },
    ],
    footer: providerFooter(await callTimeOf(tx), config.publicSiteUrl),
  });
  await enqueueMail(tx, {
    kind,
    messageId: messageIdOf(kind, `${target.receptionId}.${key}`, config.mailFrom),
    receptionId: target.receptionId,
    to,
    ...content,
    at: now,
  });
}

/** 「工事日確定」 and the other stages: what the stage means and what happens next. */
export async function enqueueStageChange(
  tx: Db,
  target: NoticeTarget,
  stage: ApplicationStage,
  slotLabel: string | null,
  config: MailConfig,
  now: Date,
): Promise<void> {
  const label = APPLICATION_STAGE_LABELS[stage];
  await enqueueNotice(
    tx,
    target,
    'stage-change',
    `${stage}-${now.getTime()}-${randomBytes(4).toString('hex')}`,
    config,
    now,
    `お申し込みが「${label}」になりました`,
    [`お申し込み（受付番号 ${target.receptionId}）の進み具合が「${label}」になりました。`],
    [
      {
        title: '現在の状況',
        rows: [['状況', label], ...(slotLabel ? ([['工事日', slotLabel]] as [string, string][]) : [])],
        paragraphs: [APPLICATION_STAGE_NEXT[stage]],
      },
      ...cashBackClaimSections(stage, target),
    ],
  );
}

/**
 * In the 「ご利用開始」 mail, the cash backs of the stored estimate and how to
 * claim them: the mail contractTerms.cashBackPayment promises.
 */
function cashBackClaimSections(stage: ApplicationStage, target: NoticeTarget): Section[] {
  const items = stage === 'in-service' ? (breakdownOf(target.estimate)?.cashBack ?? []) : [];
  if (items.length === 0) return [];
  const total = items.reduce((sum, item) => sum + item.amount, 0);
  return [
    {
      title: 'キャッシュバックのお受け取り',
      rows: [
        ...items.map((item): [string, string] => [item.label, formatYen(item.amount)]),
        ['合計', formatYen(total)],
      ],
      paragraphs: [contractTerms.cashBackClaim],
    },
  ];
}

/**
 * The support centre cancelled the application (取消), or took a cancelled
 * one up again: what that means for the customer, and the works day given up.
 */
export async function enqueueCancellationChange(
  tx: Db,
  target: NoticeTarget,
  change: { cancelled: true; slotGivenUp: string | null } | { cancelled: false },
  config: MailConfig,
  now: Date,
): Promise<void> {
  await enqueueNotice(
    tx,
    target,
    'stage-change',
    `${change.cancelled ? 'cancelled' : 'reopened'}-${now.getTime()}-${randomBytes(4).toString('hex')}`,
    config,
    now,
    change.cancelled ? 'お申し込みを取り消しました' : 'お申し込みの手続きを再開しました',
    change.cancelled
      ? [`お申し込み（受付番号 ${target.receptionId}）を取り消しました。`]
      : [`取り消していたお申し込み（受付番号 ${target.receptionId}）の手続きを再開しました。`],
    change.cancelled
      ? [
          {
            title: '取り消しの内容',
            rows: [
              ['状況', APPLICATION_CANCELLED.label],
              ...(change.slotGivenUp
                ? ([['取り消した工事日', change.slotGivenUp]] as [string, string][])
                : []),
            ],
            paragraphs: [APPLICATION_CANCELLED.next],
          },
        ]
      : [
          {
            title: '現在の状況',
            paragraphs: [
              '担当者がお申し込みの内容を確認し、手続きを進めます。工事日は、お申し込み状況のページから予約し直すか、担当者からのお電話で調整します。',
            ],
          },
        ],
  );
}

/** A works slot booked, changed or cancelled, by the visitor on the page or by the support centre. */
export async function enqueueSlotChange(
  tx: Db,
  target: NoticeTarget,
  change: { before: string | null; after: string | null; by: 'visitor' | 'ops' },
  config: MailConfig,
  now: Date,
): Promise<void> {
  const what = change.after ? (change.before ? '変更' : '予約') : '取り消し';
  const who = change.by === 'visitor' ? 'お申し込み状況のページで' : 'サポートセンターで';
  await enqueueNotice(
    tx,
    target,
    'slot-change',
    // Each change is a mail of its own; its Message-ID is fixed once written, so a resend is recognisable.
    `slot-${now.getTime()}-${randomBytes(4).toString('hex')}`,
    config,
    now,
    `工事日の${what}を承りました`,
    [`${who}、開通工事の日程の${what}を承りました。`],
    [
      {
        title: '工事日',
        rows: [
          ...(change.before ? ([['変更前', change.before]] as [string, string][]) : []),
          [
            change.before && change.after ? '変更後' : '工事日',
            change.after ?? '未定（担当者がお電話で調整します）',
          ],
        ],
        paragraphs: change.after
          ? [contractTerms.worksAttendance, SLOT_CHANGE_RULE]
          : ['ご都合のよい工事日は、お申し込み状況のページから予約し直すこともできます。'],
      },
    ],
  );
}

/** 「メールで続きを送る」: the link that opens the application where the visitor stopped. */
export async function enqueueCarryOn(
  tx: Db,
  to: string,
  link: string,
  expiresAt: string,
  key: string,
  config: MailConfig,
  now: Date,
): Promise<void> {
  const content = composeMail({
    subject: `【${COMPANY_NAME}】お申し込みの続きのご案内`,
    greeting: 'お申し込みの途中のお客さま',
    intro: [
      '光回線のお申し込みの続きを開くリンクをお送りします。次のリンクを開くと、保存した入力内容で、止めたところからお申し込みを続けられます。パソコンでもスマートフォンでも開けます。',
    ],
    sections: [
      {
        title: 'お申し込みの続き',
        paragraphs: [
          link,
          `このリンクは${expiresAt}まで有効です。お申し込みを送信すると、保存していた入力内容は削除され、リンクは使えなくなります。`,
          '口座番号は保存していません。お支払い情報の画面で、もう一度入力してください。',
          'このメールに心当たりがない場合は、このメールを削除してください。リンクを開かなければ、期限が過ぎたときに入力内容は削除されます。',
        ],
      },
    ],
    footer: providerFooter(await callTimeOf(tx), config.publicSiteUrl),
  });
  await enqueueMail(tx, {
    kind: 'carry-on',
    messageId: messageIdOf('carry-on', key, config.mailFrom),
    receptionId: null,
    to,
    ...content,
    at: now,
  });
}
