// Issue 16, points 4 and 5, where the visitor sees them, on a phone (390 px)
// and a desktop (1280 px), against the built site and the real API; axe on
// every state these points changed:
// - the terms step names the provider, this application's charges (the same
//   figures the simulation showed), the contact and the cooling-off period,
//   and every agreement has its full text one click away;
// - the completion page promises no mail; browser Back from it starts a new
//   application and says so;
// - /contact/ with topic その他 asks no visit, takes an AP- reception number
//   and stores no dates;
// - /transfer/ to an address outside the area gets advice that fits and is
//   recorded for ops with a plain label;
// - /option/apply/ shows the order and its monthly total before sending,
//   and the completion lists it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { addDays, formatYmd, jstToday, priceCatalog, formatYen } from '@hikari/shared/domain';
import { axeProblems } from '../support/axe';
import { navigateInApp, newPage, openLiveTestPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';
import { ApplicantStep, AreaStep, CompletedStep, InstallationStep, TermsStep } from '../apply/apply-pages';
import { sampleApplicant, sampleInstallation } from '../apply/sample-answers';
import { TransferFlow } from '../requests/request-pages';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

const VIEWPORTS = [
  { name: '390px', mobile: true },
  { name: '1280px', mobile: false },
] as const;

async function opsGet<T>(path: string): Promise<T> {
  const res = await fetch(`${site.url}${path}`, { headers: { Authorization: `Bearer ${site.opsApiToken}` } });
  assert.equal(res.status, 200, path);
  return (await res.json()) as T;
}

async function storedPayloads(
  type: 'contacts' | 'upsells',
): Promise<{ receptionId: string; payload: Record<string, unknown> }[]> {
  return (
    await opsGet<{ submissions: { receptionId: string; payload: Record<string, unknown> }[] }>(
      `/ops/submissions?type=${type}`,
    )
  ).submissions;
}

/** The application from the area search to the completion page; answers the reception number. */
async function applyOnce(page: Page, problems: string[], where: string): Promise<string> {
  const area = new AreaStep(page);
  await area.open();
  const sim = await area.searchServedHome();
  await sim.menu(1);
  const shown = await sim.figures();
  await sim.apply();

  await new ApplicantStep(page).complete(sampleApplicant);

  const form3 = new InstallationStep(page);
  await form3.waitFor();
  await form3.fillWishes(sampleInstallation);
  // A weekday among the wished days: no holiday works fee, so the charges stay the simulation's.
  await page.getByRole('checkbox', { name: '月曜日' }).check();
  await form3.fillPayment(sampleInstallation);
  // The bank-transfer terms the checkbox accepts are one click away.
  await page.getByText('「口座振替に関する規約」の全文を読む').click();
  await page.getByText(/^第2条（振替日）/).waitFor();
  problems.push(...(await axeProblems(page, `${where} /apply/form3/ with the bank terms open`)));
  await form3.next();

  const terms = new TermsStep(page);
  await terms.waitFor();
  const explanation = page.getByRole('region', { name: '重要事項説明の本文' });
  const text = await explanation.innerText();
  assert.match(text, /サービスの提供者（電気通信事業者）は、東海ひかりネット株式会社/);
  // The charges stated are the simulation's own figures.
  assert.ok(
    text.includes(`1年目が${shown.firstYear}、2年目以降が${shown.afterFirstYear}`),
    `the explanation states ${shown.firstYear} / ${shown.afterFirstYear}`,
  );
  assert.ok(text.includes(`初期費用の合計は${shown.oneTime}`), `the explanation states ${shown.oneTime}`);
  assert.match(text, /24ヶ月間/);
  assert.match(text, /8日が経過するまで/);
  assert.match(text, /7\. お問い合わせ先/);
  // Every agreement has its text one click away.
  const agreements = page.getByRole('group', { name: '以下の内容に同意します' });
  const boxes = await agreements.getByRole('checkbox').count();
  assert.equal(await agreements.locator('details > summary').count(), boxes);
  await agreements.getByText('「光電話の重要事項説明」の全文を読む').click();
  await agreements.getByText(/停電のとき/).waitFor();
  problems.push(...(await axeProblems(page, `${where} /apply/terms/ with a full text open`)));
  await terms.agreeToAll();
  await terms.submit.click();

  const number = await new CompletedStep(page).receptionNumber();
  const completed = await page.locator('main').innerText();
  assert.doesNotMatch(completed, /確認メール|メールをお送りします/);
  assert.match(completed, /担当者からのお電話/);
  problems.push(...(await axeProblems(page, `${where} /apply/completed/`)));
  return number.trim();
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: the terms explain the contract, the completion promises no mail, Back starts afresh, and /contact/ takes the reception number for その他`, async () => {
    const { page, context } = await newPage(browser, site.url, { mobile: viewport.mobile, bypassCSP: true });
    const problems: string[] = [];
    const number = await applyOnce(page, problems, viewport.name);
    assert.match(number, /^AP-\d{8}-[A-Z0-9]{6}$/);

    // Browser Back from the completion page: a new application, said so, nothing marked 完了.
    await page.goBack();
    const note = page.getByTestId('restart-note');
    await note.waitFor();
    assert.match(
      await note.innerText(),
      new RegExp(`前回のお申し込み（受付番号 ${number}）は受け付け済みです`),
    );
    assert.equal(new URL(page.url()).pathname, '/apply/area/');
    const steps = page.getByRole('navigation', { name: 'お申し込みの手順' });
    assert.equal(await steps.locator('li.steps__done').count(), 0);
    problems.push(...(await axeProblems(page, `${viewport.name} /apply/area/ after Back`)));

    // /contact/ with その他: no visit asked, the AP- number accepted as the reference.
    await page.goto('/contact/');
    await page.getByRole('form', { name: '工事日・ご訪問のご予約' }).waitFor();
    await page.getByLabel(/^姓/).fill('山田');
    await page.getByLabel(/^名/).fill('花子');
    await page.getByLabel(/^セイ/).fill('ヤマダ');
    await page.getByLabel(/^メイ/).fill('ハナコ');
    await page.getByLabel(/^電話番号/).fill('052-123-4567');
    await page.getByLabel(/^メールアドレス/).fill(`contact-${viewport.name}@example.jp`);
    await page.getByLabel(/^ご契約番号または/).fill(number.toLowerCase().replace(/-/g, ''));
    await page.getByRole('radio', { name: 'その他' }).check();
    assert.equal(await page.getByLabel(/^第1希望日/).count(), 0);
    assert.equal(await page.getByLabel(/^ご住所/).count(), 0);
    await page.getByLabel(/^お問い合わせ内容/).fill('申し込んだ内容を確認したい');
    problems.push(...(await axeProblems(page, `${viewport.name} /contact/ その他`)));
    await page.getByRole('button', { name: 'この内容で予約を申し込む' }).click();
    const reception = page.getByTestId('contact-reception-id');
    await reception.waitFor();
    const contactId = (await reception.innerText()).trim();
    const [stored] = (await storedPayloads('contacts')).filter((row) => row.receptionId === contactId);
    assert.equal(stored?.payload.topic, 'other');
    assert.equal(stored?.payload.contractNumber, number);
    assert.equal(stored?.payload.firstChoiceDate, '');
    assert.equal(stored?.payload.address, '');
    problems.push(...(await axeProblems(page, `${viewport.name} /contact/ received`)));

    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`${viewport.name}: a move outside the area gets fitting advice and is recorded for ops`, async () => {
    const { page, context } = await newPage(browser, site.url, { mobile: viewport.mobile, bypassCSP: true });
    // The same contract at both widths: a refused move leaves it as it was.
    const contract = { contractNumber: 'C00000002', holderNameKana: 'スズキ ハナコ', phone: '059-123-4567' };
    const transfer = new TransferFlow(page);
    await transfer.open();
    const title = await transfer.check({ ...contract, type: 'move' });
    assert.equal(await title.innerText(), '移転のお手続きが可能です');
    await transfer.field(/^郵便番号/).fill('6471325');
    await page.getByRole('button', { name: '住所を検索' }).click();
    await page.getByText(/を入力しました。/).waitFor();
    await transfer.field(/^丁目・番地/).fill('1');
    await transfer.field(/^ご希望日/).fill(formatYmd(addDays(jstToday(new Date()), 30)));
    await transfer.field(/^メールアドレス/).fill(`move-${viewport.name}@example.jp`);
    await page.getByRole('button', { name: 'この内容で申し込む' }).click();

    const advice = page.getByTestId('transfer-outside-area');
    await advice.waitFor();
    const text = await advice.innerText();
    assert.doesNotMatch(text, /ご希望日などを変更して/);
    assert.match(text, /提供開始のお知らせを申し込む/);
    assert.match(text, /いまのご契約の解約について/);
    const receptionId = /TR-\d{8}-[A-Z0-9]{6}/.exec(text)?.[0];
    assert.ok(receptionId, 'the number the attempt was recorded under');
    const problems = await axeProblems(page, `${viewport.name} /transfer/ outside the area`);

    // Ops see it in the list with a plain Japanese label.
    const found = await opsGet<{ items: { kind: string; receptionId: string; summary: string }[] }>(
      `/ops/submissions?q=${encodeURIComponent(receptionId)}`,
    );
    const [item] = found.items.filter((row) => row.receptionId === receptionId);
    assert.equal(item?.kind, 'transfers');
    assert.match(item?.summary ?? '', /移転不可（お引っ越し先が提供エリア外）/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`${viewport.name}: /option/apply/ reviews the order and its monthly total, then lists it once received`, async () => {
    const { page, context } = await newPage(browser, site.url, { mobile: viewport.mobile, bypassCSP: true });
    await openLiveTestPage(page);
    await navigateInApp(page, '/option/apply/');
    await page.getByLabel(/ご契約番号/).fill('C00000001');
    await page.getByLabel(/ご契約者さまの電話番号/).fill('052-123-4567');
    await page.getByRole('checkbox', { name: /メッシュWi-Fi/ }).check();
    await page.getByRole('checkbox', { name: /セキュリティパック/ }).check();
    const before = (await storedPayloads('upsells')).length;
    await page.getByRole('button', { name: '申し込み内容を確認する' }).click();

    await page.getByRole('heading', { name: 'お申し込み内容の確認' }).waitFor();
    const total = formatYen(
      priceCatalog.options.isMeshWiFi.monthly + priceCatalog.options.isSecurityPack.monthly,
    );
    assert.equal(await page.getByTestId('upsell-monthly-total').innerText(), `月額${total}`);
    assert.equal((await storedPayloads('upsells')).length, before, 'the review sends nothing');
    const problems = await axeProblems(page, `${viewport.name} /option/apply/ review`);
    await page.getByRole('button', { name: 'この内容で申し込む' }).click();

    await page.getByTestId('reception-id').waitFor();
    const order = page.getByTestId('upsell-order');
    assert.match(await order.innerText(), /メッシュWi-Fi[\s\S]*セキュリティパック/);
    assert.equal(await page.getByTestId('upsell-monthly-total').innerText(), `月額${total}`);
    assert.equal((await storedPayloads('upsells')).length, before + 1);
    problems.push(...(await axeProblems(page, `${viewport.name} /option/apply/ received`)));
    assert.deepEqual(problems, []);
    await context.close();
  });
}
