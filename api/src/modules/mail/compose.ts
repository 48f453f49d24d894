// The form every mail to a visitor takes: a greeting, a few lines, titled
// sections (label–value rows and paragraphs), the provider's footer; written
// once as plain text and once as HTML (escaped), so both say the same.
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { DEFAULT_SITE_NAME, readSettings } from '../settings/settings-store';
import { followLinkLastDay } from '../follow/tokens';
import {
  COMPANY_NAME,
  DEFAULT_SETTINGS,
  companyAddress,
  formatJstDateJa,
  paths,
  phoneWindows,
  receptionHoursLabel,
  type CallTime,
} from '@hikari/shared/domain';

export interface Section {
  title: string;
  /** Label and value rows. */
  rows?: [string, string][];
  paragraphs?: string[];
}

export interface MailContent {
  subject: string;
  greeting: string;
  intro: string[];
  sections: Section[];
  footer: string[];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function asText({ greeting, intro, sections, footer }: MailContent): string {
  const out = [greeting, '', ...intro, ''];
  for (const section of sections) {
    out.push(`■ ${section.title}`);
    for (const [label, value] of section.rows ?? []) out.push(`${label}：${value}`);
    for (const paragraph of section.paragraphs ?? []) out.push(paragraph);
    out.push('');
  }
  return [...out, '――――――――――――――――――――', ...footer, ''].join('\n');
}

function asHtml({ subject, greeting, intro, sections, footer }: MailContent): string {
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const body = sections
    .map((section) => {
      const rows = section.rows?.length
        ? `<table role="presentation" cellpadding="4" style="border-collapse:collapse">${section.rows
            .map(
              ([label, value]) =>
                `<tr><th align="left" valign="top" style="white-space:nowrap;padding-right:1em">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
            )
            .join('')}</table>`
        : '';
      return `<h2 style="font-size:16px;border-bottom:1px solid #999">${escapeHtml(section.title)}</h2>${rows}${(section.paragraphs ?? []).map(p).join('')}`;
    })
    .join('');
  return [
    '<!doctype html>',
    `<html lang="ja"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif;line-height:1.7;color:#222">',
    p(greeting),
    ...intro.map(p),
    body,
    '<hr>',
    ...footer.map(p),
    '</body></html>',
  ].join('');
}

export function composeMail(content: MailContent): { subject: string; text: string; html: string } {
  return { subject: content.subject, text: asText(content), html: asHtml(content) };
}

/** Who sent it and how to reach them: the company, the support centre's number and hours, the support page. */
export function providerFooter(callTime: CallTime, siteUrl: string): string[] {
  const support = phoneWindows.support;
  return [
    `${COMPANY_NAME}\u3000〒${companyAddress.postalCode} ${companyAddress.address}`,
    `${support.name} ${support.number}\u3000${receptionHoursLabel(support, callTime)}`,
    `サポート窓口のページ：${siteUrl}${paths.support}`,
    'このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできませんので、上のサポートセンターへお問い合わせください。',
  ];
}

/** When the link to the application's page a mail carries (issued at `issuedAt`) stops opening it, and what then. */
export function followLinkValidity(issuedAt: Date): string {
  return `このリンクは${formatJstDateJa(followLinkLastDay(issuedAt))}まで有効です。その後は、次にお送りするメールのリンクから開くか、サポートセンターへお問い合わせください。`;
}

/** What a mail needs of the configuration: its From (and Message-ID domain), the site's address for links. */
export type MailConfig = Pick<ApiConfig, 'mailFrom' | 'publicSiteUrl'>;

/** Today's published support hours, as the footer names them. */
export async function callTimeOf(db: Db): Promise<CallTime> {
  return (await readSettings(db, DEFAULT_SITE_NAME))?.callTime ?? DEFAULT_SETTINGS.callTime;
}
