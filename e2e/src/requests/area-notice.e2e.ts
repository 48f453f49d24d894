// Out of the area: the area result offers a request to be told when service
// starts (and a question), neither with visit dates. The searched address is
// carried into the form; a refusal keeps the answers; the request is stored
// once as its own kind of submission, found by ops.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { AreaStep, type Address } from '../apply/apply-pages';
import { newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

interface StoredNotice {
  receptionId: string;
  payload: Record<string, unknown>;
  areaResult: { isServiceArea: boolean | null };
}

async function storedNotices(): Promise<StoredNotice[]> {
  const res = await fetch(`${site.url}/ops/submissions?type=area-notices`, {
    headers: { Authorization: `Bearer ${site.opsApiToken}` },
  });
  assert.equal(res.status, 200);
  return ((await res.json()) as { submissions: StoredNotice[] }).submissions;
}

/** Searches a home on /area/, with the same area-search form as the application's first step. */
async function searchHomeOnAreaPage(page: Page, address: Address): Promise<void> {
  await page.goto('/area/');
  const area = new AreaStep(page);
  await area.form.waitFor();
  await area.searchHome(address);
}

test('not served at 〒647-1325: ask to be told when service starts, without visit dates, stored once', async () => {
  const { page, context, consoleErrors } = await newPage(browser, site.url, { mobile: true });
  await searchHomeOnAreaPage(page, { postalCode: '6471325', chome: '', banchi: '12' });
  await page.getByText('申し訳ございません。ご入力のご住所は、現在提供エリア外です。').waitFor();
  assert.equal(await page.getByRole('link', { name: /お問い合わせフォーム/ }).count(), 0);

  await page.getByRole('link', { name: '提供開始のお知らせを受け取る' }).click();
  await page.getByRole('heading', { level: 1, name: '提供エリア外の方のご連絡' }).waitFor();
  assert.equal(new URL(page.url()).search, '?request=notice');
  // The searched address is there; no visit date is asked for.
  assert.equal(await page.getByLabel(/^郵便番号/).inputValue(), '6471325');
  assert.equal(await page.getByLabel(/^市区町村/).inputValue(), '熊野市');
  assert.equal(await page.getByLabel(/^町名/).inputValue(), '紀和町楊枝');
  assert.equal(await page.getByRole('radio', { name: '提供開始のお知らせを受け取る' }).isChecked(), true);
  assert.equal(await page.getByLabel(/希望日/).count(), 0);

  await page.getByLabel(/^姓/).fill('山田');
  await page.getByLabel(/^名/).fill('花子');
  await page.getByLabel(/^セイ/).fill('やまだ');
  await page.getByLabel(/^メイ/).fill('はなこ');
  await page.getByLabel(/^メールアドレス/).fill('hanako@');
  const before = (await storedNotices()).length;
  await page.getByRole('button', { name: 'この内容で送信する' }).click();
  // Refused in the page, by the field; nothing sent, nothing lost.
  const mail = page.getByLabel(/^メールアドレス/);
  assert.match((await mail.getAttribute('aria-invalid')) ?? '', /true/);
  await page
    .getByText('メールアドレスの形式が正しくありません。半角英数字でご入力ください')
    .first()
    .waitFor();
  assert.equal(await page.getByLabel(/^姓/).inputValue(), '山田');
  assert.equal((await storedNotices()).length, before);

  await mail.fill('hanako.notice@example.jp');
  await page.getByRole('button', { name: 'この内容で送信する' }).dblclick();
  const reception = (await page.getByTestId('area-notice-reception-id').innerText()).trim();
  assert.match(reception, /^AN-\d{8}-[A-Z0-9]{6}$/);
  await page.getByRole('heading', { name: '提供開始のお知らせを承りました' }).waitFor();

  const stored = (await storedNotices()).filter((n) => n.receptionId === reception);
  assert.equal(stored.length, 1);
  assert.equal((await storedNotices()).length, before + 1);
  assert.equal(stored[0]?.payload.kind, 'notify');
  assert.equal(stored[0]?.payload.lastNameKana, 'ヤマダ');
  assert.equal(stored[0]?.areaResult.isServiceArea, false);
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test('a question from the out-of-area result needs its text, then is stored without any visit date', async () => {
  const { page, context } = await newPage(browser, site.url);
  await searchHomeOnAreaPage(page, { postalCode: '6471325', chome: '', banchi: '3' });
  await page.getByRole('link', { name: '訪問日を決めずに質問する' }).click();
  await page.getByRole('heading', { level: 1, name: '提供エリア外の方のご連絡' }).waitFor();

  await page.getByLabel(/^姓/).fill('鈴木');
  await page.getByLabel(/^名/).fill('一郎');
  await page.getByLabel(/^セイ/).fill('スズキ');
  await page.getByLabel(/^メイ/).fill('イチロウ');
  await page.getByLabel(/^メールアドレス/).fill('ichiro.question@example.jp');
  await page.getByRole('button', { name: 'この内容で送信する' }).click();
  const question = page.getByLabel(/^ご質問・ご相談の内容/);
  await page.getByText('ご質問・ご相談の内容を入力してください').first().waitFor();
  await question.fill('隣の市までは来ていますか');
  await page.getByRole('button', { name: 'この内容で送信する' }).click();
  const reception = (await page.getByTestId('area-notice-reception-id').innerText()).trim();

  const res = await fetch(`${site.url}/ops/submissions?format=rows&q=${encodeURIComponent(reception)}`, {
    headers: { Authorization: `Bearer ${site.opsApiToken}` },
  });
  const found = (await res.json()) as { submissions: { type: string; payload: Record<string, unknown> }[] };
  assert.equal(found.submissions.length, 1);
  assert.equal(found.submissions[0]?.type, 'area-notices');
  assert.equal(found.submissions[0]?.payload.kind, 'question');
  assert.equal(found.submissions[0]?.payload.message, '隣の市までは来ていますか');
  assert.ok(!('firstChoiceDate' in (found.submissions[0]?.payload ?? {})));
  await context.close();
});
