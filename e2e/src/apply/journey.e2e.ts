// The visitor's journey beyond the application, in a browser against the real
// API: book a works slot on the installation step, apply, open the mailed
// link to the application's own page on another device, change the slot
// there, and see the stage change ops make arrive as a mail whose link shows
// it; 「メールで続きを送る」 carries the answers to another device. The pages
// are checked with axe at 390 and 1280 px. Mail is read from the outbox (no
// SMTP_URL here), as ops read it in the console.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeProblems } from '../support/axe';
import { newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';
import { ApplicantStep, CompletedStep, InstallationStep, TermsStep, throughSimulation } from './apply-pages';
import { sampleApplicant, sampleInstallation } from './sample-answers';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

interface MailSummary {
  id: number;
  kind: string;
  receptionId: string | null;
  to: string;
  subject: string;
}

async function opsJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${site.url}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${site.opsApiToken}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });
  assert.ok(res.ok, `${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** The newest mail of `kind` matching `which`, with its text. */
async function mailOf(
  kind: string,
  which: (mail: MailSummary) => boolean,
): Promise<MailSummary & { text: string }> {
  const { messages } = await opsJson<{ messages: MailSummary[] }>('/ops/mail?limit=100');
  const mail = messages.find((m) => m.kind === kind && which(m));
  assert.ok(mail, `a ${kind} mail`);
  const { message } = await opsJson<{ message: { text: string } }>(`/ops/mail/${mail.id}`);
  return { ...mail, text: message.text };
}

const linkIn = (text: string, path: string) => {
  const found = new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}#t=[A-Za-z0-9_-]{43}`).exec(text);
  assert.ok(found, `a ${path} link in the mail`);
  // The mail names the public address; the test's server listens elsewhere.
  return found[0].replace(/^https?:\/\/[^/]+/, '');
};

async function noAxeProblems(page: Page, where: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    assert.deepEqual(await axeProblems(page, `${where} at ${width}px`), []);
  }
}

test('book a works slot, apply, follow the mailed link, change the slot, and see the stage change by mail', async () => {
  const { page, context } = await newPage(browser, site.url);
  await throughSimulation(page);
  await new ApplicantStep(page).complete(sampleApplicant);

  const form3 = new InstallationStep(page);
  await form3.waitFor();
  await form3.fillWishes(sampleInstallation);
  // Holiday works (Saturday and Sunday wished): weekend and holiday slots are offered.
  const booking = page.getByRole('group', { name: '工事日のご予約' });
  await booking.getByRole('radio', { name: '工事日を選んで予約する' }).check();
  const list = page.getByRole('group', { name: '予約できる工事日' });
  const first = list.getByRole('radio').first();
  await first.waitFor();
  const chosen = (await first.getAttribute('aria-label')) ?? '';
  assert.match(chosen, /^\d{4}年\d{1,2}月\d{1,2}日（[土日月火水木金]）午前 9:00～12:00$/);
  await first.check();
  await page.getByText(`${chosen} をお取りしています。`).waitFor();
  await form3.fillPayment(sampleInstallation);
  await form3.next();

  const terms = new TermsStep(page);
  await terms.waitFor();
  await page.getByText(chosen).first().waitFor();
  // The important matters say the chosen day is booked on sending, not that someone will call.
  await page.getByText(`お選びの工事日（${chosen}）は、お申し込みの送信で予約が確定します。`).waitFor();
  await terms.agreeToAll();
  await terms.submit.click();
  const number = await new CompletedStep(page).receptionNumber();
  await page.getByText(chosen).first().waitFor();
  const statusHref = await page.getByRole('link', { name: 'お申し込み状況を確認する' }).getAttribute('href');
  assert.match(statusHref ?? '', /^\/apply\/status\/#t=[A-Za-z0-9_-]{43}$/);
  await context.close();

  // The contract document carries the booked slot and the link; opened on another device.
  const contract = await mailOf('contract-document', (m) => m.receptionId === number);
  assert.equal(contract.to, 'hanako.sato@example.jp');
  assert.ok(contract.text.includes(`ご予約の工事日：${chosen}`));
  const phone = await newPage(browser, site.url, { mobile: true, bypassCSP: true });
  await phone.page.goto(linkIn(contract.text, '/apply/status/'));
  await phone.page.getByRole('heading', { level: 1, name: 'お申し込み状況' }).waitFor();
  await phone.page.getByText(number).first().waitFor();
  await phone.page.getByText(chosen).first().waitFor();
  assert.equal(
    (await phone.page.locator('[aria-current="step"]').first().innerText()).includes('受付済み'),
    true,
  );
  await noAxeProblems(phone.page, 'status page');

  // Change the slot to another free one.
  const change = phone.page.getByRole('group', { name: '工事日を変更する' });
  const other = change.getByRole('radio').first();
  await other.waitFor();
  const next = (await other.getAttribute('aria-label')) ?? (await other.locator('..').innerText());
  await other.check();
  await phone.page.getByRole('button', { name: 'この日時に変更する' }).click();
  await phone.page.getByText(/工事日を.+に変更しました。/).waitFor();
  const changeMail = await mailOf('slot-change', (m) => m.receptionId === number);
  assert.ok(changeMail.text.includes(`変更前：${chosen}`), 'the change mail names the old slot');
  assert.ok(changeMail.text.includes('変更後：'), 'and the new one');
  assert.ok(next.length > 0);

  // Ops move the application on; the visitor is mailed and the link shows the new stage.
  await opsJson(`/ops/submissions/applications/${number}/stage`, {
    method: 'POST',
    body: JSON.stringify({ from: 'received', stage: 'reviewing', note: '' }),
  });
  const stageMail = await mailOf('stage-change', (m) => m.receptionId === number);
  assert.ok(stageMail.subject.includes('「内容確認中」'));
  await phone.page.goto(linkIn(stageMail.text, '/apply/status/'));
  await phone.page.locator('[aria-current="step"]', { hasText: '内容確認中' }).waitFor();
  await phone.context.close();
});

test('「メールで続きを送る」 opens the same step with the same answers on another device', async () => {
  const { page, context } = await newPage(browser, site.url);
  await throughSimulation(page);
  const applicant = new ApplicantStep(page);
  await applicant.waitFor();
  await applicant.fill({
    lastName: '鈴木',
    firstName: '一郎',
    lastNameKana: 'スズキ',
    firstNameKana: 'イチロウ',
    dob: ['1980', '1', '2'],
    phone: '052-111-2222',
    mail: 'ichiro.suzuki@example.jp',
  });
  await page.getByRole('button', { name: 'メールで続きを送る' }).click();
  // The panel's own field, once its form has come (the step's メールアドレス is on the page too: a
  // locator taken before the panel came would type into the step's field instead).
  const panel = page.getByRole('region', { name: 'メールで続きを送る' });
  const mailField = panel.getByLabel(/^メールアドレス/);
  await mailField.fill('ｉｃｈｉｒｏ．ｓｕｚｕｋｉ＠ｅｘａｍｐｌｅ．ｊｐ');
  await panel.getByRole('button', { name: '続きのリンクを送る' }).click();
  await page.getByText(/ichiro\.suzuki@example\.jp あてに、続きを開くリンクをお送りしました/).waitFor();
  await context.close();

  const carryOn = await mailOf('carry-on', (m) => m.to === 'ichiro.suzuki@example.jp');
  const other = await newPage(browser, site.url, { bypassCSP: true });
  await other.page.goto(linkIn(carryOn.text, '/apply/resume/'));
  await other.page.getByRole('heading', { level: 1, name: 'ご契約者さま情報' }).waitFor();
  assert.equal(await other.page.getByLabel(/^姓必須/).inputValue(), '鈴木');
  assert.equal(await other.page.getByLabel(/^名必須/).inputValue(), '一郎');
  await noAxeProblems(other.page, 'a step opened from the carry-on link');
  await other.context.close();
});
