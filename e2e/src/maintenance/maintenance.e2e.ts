// Maintenance mode (docs/business-rules.md#maintenance) switched on through the ops side: the
// API refuses submissions and the pages that submit show the maintenance
// notice while keeping what the visitor typed, including when maintenance
// began after the page was opened and the page was not told. Browsing and
// the fee simulation stay open during maintenance, with one notice at a time.
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { addDays, formatYmd, jstToday } from '@hikari/shared/domain';
import { navigateInApp, newPage, openLiveTestPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';
import { ContactFlow } from '../requests/request-pages';
import { postSettingsChange } from '../support/ops-change';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

async function maintenance(on: boolean, text?: string): Promise<void> {
  const res = await postSettingsChange(site, '/ops/maintenance', on ? { on, text } : { on });
  assert.equal(res.status, 200, await res.text());
}

async function stored(type: 'contacts' | 'upsells'): Promise<{ receptionId: string }[]> {
  const res = await fetch(`${site.url}/ops/submissions?type=${type}`, {
    headers: { Authorization: `Bearer ${site.opsApiToken}` },
  });
  assert.equal(res.status, 200);
  return ((await res.json()) as { submissions: { receptionId: string }[] }).submissions;
}

const daysAhead = (n: number) => formatYmd(addDays(jstToday(new Date()), n));
const TEXT = 'E2Eテスト用のメンテナンスです。終了までお待ちください。';

beforeEach(() => maintenance(false));

test('maintenance begun while /contact/ was open: the API refuses, the notice shows, the answers stay', async () => {
  const { page, context } = await newPage(browser, site.url);
  // The realtime channel never answers, so the page is not told that maintenance began.
  await context.routeWebSocket(/\/graphql/, () => undefined);
  const contact = new ContactFlow(page);
  await contact.open();
  await contact.fillNameAndPhone({ lastName: '保守', firstName: '花子', phone: '059-123-4567' });
  await contact.fillRest({
    lastName: '保守',
    firstName: '花子',
    lastNameKana: 'ホシュ',
    firstNameKana: 'ハナコ',
    phone: '059-123-4567',
    mail: 'hoshu@example.jp',
    postalCode: '514-0004',
    address: '三重県津市栄町1丁目1-1',
    topic: '訪問サポートのご予約',
    firstChoiceDate: daysAhead(7),
    secondChoiceDate: daysAhead(8),
  });

  await maintenance(true, TEXT);
  const before = (await stored('contacts')).length;
  const refused = page.waitForResponse(
    (res) => res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('mutation Contact'),
  );
  await page.getByRole('button', { name: 'この内容で予約を申し込む' }).click();
  const answer = await refused;
  assert.equal(answer.status(), 503);
  assert.match(JSON.stringify(await answer.json()), /"code":"MAINTENANCE"/);

  // The settings are read again after the refusal and the shell shows its maintenance notice.
  await page
    .getByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' })
    .waitFor({ timeout: 10_000 });
  assert.match(await page.locator('main').innerText(), /E2Eテスト用のメンテナンスです。/);
  await page.getByTestId('maintenance-draft-kept').waitFor();
  assert.equal((await stored('contacts')).length, before, 'nothing stored');

  // Maintenance over: the same tab has every answer back and the booking goes through.
  await maintenance(false);
  await page.reload();
  await contact.field(/^姓/).waitFor({ timeout: 10_000 });
  assert.equal(await contact.field(/^姓/).inputValue(), '保守');
  assert.equal(await contact.field(/^メールアドレス/).inputValue(), 'hoshu@example.jp');
  assert.equal(await contact.field(/^第1希望日/).inputValue(), daysAhead(7));
  const receptionId = await contact.sendTwice();
  assert.match(receptionId, /^CT-\d{8}-[A-Z0-9]{6}$/);
  assert.equal((await stored('contacts')).length, before + 1);
  await context.close();
});

test('/option/apply/ shows the notice while maintenance is on, sends nothing, and keeps the answers', async () => {
  const { page, context } = await newPage(browser, site.url);
  await openLiveTestPage(page);
  await navigateInApp(page, '/option/apply/');
  const contractNumber = page.getByLabel(/ご契約番号/);
  await contractNumber.waitFor();
  await contractNumber.fill('C00000001');
  await page.getByLabel(/ご契約者さまの電話番号/).fill('052-123-4567');
  await page.getByRole('checkbox', { name: /メッシュWi-Fi/ }).check();
  await page.getByRole('button', { name: '申し込み内容を確認する' }).click();
  const submit = page.getByRole('button', { name: 'この内容で申し込む' });

  const before = (await stored('upsells')).length;
  await maintenance(true, TEXT);
  await page.getByTestId('maintenance-notice').filter({ hasText: TEXT }).waitFor({ timeout: 10_000 });
  assert.equal(await submit.isDisabled(), true);

  await maintenance(false);
  await page.getByTestId('maintenance-notice').waitFor({ state: 'detached', timeout: 10_000 });
  // The answers are still there: in the review, and in the form behind 「内容を修正する」.
  await page.getByText('C00000001', { exact: true }).waitFor();
  await page.getByRole('button', { name: '内容を修正する' }).click();
  assert.equal(await contractNumber.inputValue(), 'C00000001');
  assert.equal(await page.getByRole('checkbox', { name: /メッシュWi-Fi/ }).isChecked(), true);
  await page.getByRole('button', { name: '申し込み内容を確認する' }).click();
  await submit.click();
  await page.getByTestId('reception-id').waitFor();
  assert.match(await page.getByTestId('reception-id').innerText(), /UP-\d{8}-[A-Z0-9]{6}/);
  assert.equal((await stored('upsells')).length, before + 1);
  await context.close();
});

for (const mobile of [false, true]) {
  test(`during maintenance the fee simulation stays open with one notice, and a submitting page shows only the maintenance page (${mobile ? '390' : '1280'} px)`, async () => {
    await maintenance(true, TEXT);
    const { page, context } = await newPage(browser, site.url, { mobile });

    await page.goto('/apply/form/');
    // One message: the notice says maintenance is on; the simulation is behind it, not replaced.
    const notice = page.getByRole('alertdialog', { name: 'ただいまメンテナンス中です' });
    await notice.waitFor({ timeout: 10_000 });
    assert.match(await notice.innerText(), /E2Eテスト用のメンテナンスです。/);
    assert.equal(await page.getByRole('alertdialog').count(), 1);
    await notice.getByRole('button', { name: '確認しました' }).click();
    await page.getByRole('heading', { level: 1, name: '料金シミュレーション' }).waitFor();
    assert.equal(
      await page.getByTestId('maintenance-draft-kept').count(),
      0,
      'no maintenance page on the simulation',
    );

    // The terms step sends the application: the maintenance page alone, no notice over it.
    await page.goto('/apply/terms/');
    await page.getByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' }).waitFor();
    assert.equal(await page.getByRole('alertdialog').count(), 0, 'one message at a time');
    assert.match(await page.locator('main').innerText(), /E2Eテスト用のメンテナンスです。/);

    await maintenance(false);
    await context.close();
  });
}
