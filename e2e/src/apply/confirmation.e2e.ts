// The confirmation page (/apply/terms/) on a 390 px phone: everything being
// bought and every answer, in groups that each lead back to their step, and
// nothing wider than the screen. Only the costs that apply are listed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser } from 'playwright-core';
import { newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';
import { ApplicantStep, InstallationStep, TermsStep, throughSimulation } from './apply-pages';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

test('on a 390 px phone the confirmation shows every choice and answer, fits the screen, and each group leads back', async () => {
  const { page, context, consoleErrors } = await newPage(browser, site.url, { mobile: true });
  const shown = await throughSimulation(page);

  const form2 = new ApplicantStep(page);
  await form2.complete({
    lastName: '山田',
    firstName: '太郎',
    lastNameKana: 'やまだ',
    firstNameKana: 'たろう',
    dob: ['1985', '4', '1'],
    phone: '052-123-4567',
    mail: 'taro.yamada.confirmation@example.jp',
  });

  const form3 = new InstallationStep(page);
  await form3.waitFor();
  await form3.fillWishes({ carrier: 'フレッツ光' });
  // Only weekend days: the step says the holiday works fee applies.
  await page
    .getByTestId('holiday-fee-notice')
    .getByText(/休日工事費3,300円がかかります/)
    .waitFor();
  await form3.fillPayment({
    bankCode: '0005',
    branchCode: '251',
    accountNo: '7654321',
    accountNameKana: 'ヤマダ タロウ',
  });
  await form3.next();

  const terms = new TermsStep(page);
  await terms.waitFor();

  // Nothing is wider than the phone's screen.
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
    tables: document.querySelectorAll('main table').length,
  }));
  assert.ok(
    widths.scroll <= widths.viewport,
    `page ${widths.scroll}px wide on a ${widths.viewport}px screen`,
  );
  assert.equal(widths.tables, 0, 'the confirmation is a definition list, not a table');

  // Four groups, each with a visible 変更する link inside the screen.
  const links = page.getByRole('link', { name: /^変更する/ });
  assert.equal(await links.count(), 4);
  for (const link of await links.all()) {
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    assert.ok(
      box && box.x >= 0 && box.x + box.width <= widths.viewport,
      `${await link.innerText()} fits the screen`,
    );
    assert.equal(await link.isVisible(), true);
  }

  // What is bought and what was answered.
  const plan = page.getByRole('region', { name: 'ご契約プランと料金' });
  for (const text of ['10ギガプラン（戸建て）', 'インターネット＋光電話', '光電話', 'メッシュWi-Fi']) {
    await plan.getByText(text, { exact: false }).first().waitFor();
  }
  assert.equal(await page.getByTestId('terms-first-year').innerText(), shown.firstYear);
  // 安心サポートPlus was not chosen: a paid option starts unticked.
  assert.doesNotMatch(await page.getByTestId('confirm-options').innerText(), /安心サポートPlus/);
  // Only 土曜日 and 日曜日 were wished in step 3: the works fall on a holiday, so the fee is
  // charged (it was 0円 in the simulation, before the days were asked), and 初期費用0円 is not claimed.
  const oneTime = await page.getByTestId('confirm-one-time').innerText();
  assert.match(oneTime, /契約事務手数料/);
  assert.match(oneTime, /休日工事費\s*3,300円/);
  assert.match(oneTime, /開通工事費\s*実質無料/);
  assert.match(oneTime, /初期費用の合計\s*3,300円/);
  assert.doesNotMatch(await page.getByTestId('confirm-campaigns').innerText(), /初期費用0円/);
  assert.match(await page.getByTestId('confirm-conditions').innerText(), /残りの分割払い分/);
  const explanation = await page.getByTestId('effective-explanation').innerText();
  assert.match(explanation, /初期費用3,300円/);
  assert.notEqual(await page.getByTestId('terms-effective').innerText(), shown.effective);

  assert.equal(await page.getByTestId('confirm-name-kana').innerText(), 'ヤマダ タロウ');
  assert.equal(await page.getByTestId('confirm-dob').innerText(), '1985年4月1日（月）');
  assert.equal(await page.getByTestId('confirm-phone').innerText(), '0521234567');
  const payment = await page.getByRole('region', { name: 'お支払い' }).innerText();
  assert.match(payment, /＊＊＊＊321/);
  assert.doesNotMatch(payment, /7654321/);

  // A group's link goes back to the step where it was answered, with the answers kept.
  await page.getByRole('link', { name: /^変更する\s*（ご契約者さま）/ }).click();
  await form2.waitFor();
  assert.equal(await page.getByLabel(/^セイ/).inputValue(), 'ヤマダ');
  assert.deepEqual(consoleErrors, []);
  await context.close();
});
