// An application worked in the console as support does it, in the browser
// through the real API: moved on one stage at a time, its works day booked
// on the phone's word, 工事完了 refused before that day, then cancelled (取消)
// after a confirmation that says what happens; the customer's own page
// then says so and the works day is free again.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { startSite, type SiteServer } from '../support/site-server';
import { applyAsTheSite, OpsConsole } from './ops-console';

let site: SiteServer;
let browser: Browser;

before(async () => {
  site = await startSite();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

/** Moves the application on by one stage from its detail, through the confirmation. */
async function moveOn(page: Page, to: string): Promise<void> {
  const form = page.getByRole('form', { name: '進捗の変更' });
  await form.getByRole('button', { name: `「${to}」に進める` }).click();
  await page
    .getByRole('alertdialog', { name: `「${to}」に進めますか` })
    .getByRole('button', { name: '進める' })
    .click();
  await page
    .getByRole('status')
    .filter({ hasText: `「${to}」に進めました。` })
    .waitFor();
}

test('support moves an application on, is refused 工事完了 before the works day, then cancels it after a confirmation', async () => {
  const receptionId = await applyAsTheSite(site.url);
  const { page, context, consoleErrors } = await newPage(browser, site.url);
  const ops = new OpsConsole(page);
  await ops.openSignedIn(site, ['support']);
  await ops.go('受付一覧');
  await page.getByLabel('検索').fill(receptionId);
  await page.getByRole('button', { name: '絞り込む' }).click();
  await page
    .getByRole('table', { name: /受付一覧（全1件/ })
    .getByRole('link', { name: receptionId })
    .click();

  await moveOn(page, '内容確認中');
  // The day agreed on the phone: the first free one.
  const select = page.getByLabel('空いている工事日');
  const first = select.locator('option:not([value=""])').first();
  await first.waitFor({ state: 'attached' });
  const slotLabel = (await first.innerText()).trim();
  await select.selectOption(await first.getAttribute('value'));
  await page.getByRole('button', { name: 'この日で予約する' }).click();
  await page
    .getByTestId('works-slot')
    .filter({ hasText: slotLabel.slice(0, 10) })
    .waitFor();
  await moveOn(page, '工事日確定');

  // 工事完了 before the works day: said at once, nothing asked of the server, nothing mailed.
  await page
    .getByRole('form', { name: '進捗の変更' })
    .getByRole('button', { name: '「工事完了」に進める' })
    .click();
  const refusal = page.getByRole('alert').filter({ hasText: 'より前は「工事完了」にできません' });
  await refusal.waitFor();
  assert.equal(await page.getByRole('alertdialog').count(), 0);
  assert.match(
    await page.getByRole('list', { name: '進捗の段階' }).innerText(),
    /工事日確定\s*（現在の段階）/,
  );

  // 取消: the dialog says what will happen before anything does.
  const status = page.getByRole('form', { name: '状態の変更' });
  await status.getByRole('radio', { name: '取消にする' }).check();
  await status.getByLabel('担当者').fill('佐藤');
  await status.getByLabel('メモ').fill('お客さまからお電話で取り消しのご依頼');
  await status.getByRole('button', { name: '状態を変更する' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'この受付を取り消しますか' });
  await dialog.waitFor();
  const said = await dialog.innerText();
  assert.ok(said.includes(`予約中の工事日（${slotLabel}）の予約を取り消して枠を空け`), said);
  assert.ok(said.includes('お客さまに取り消しのメールを送ります'), said);
  await dialog.getByRole('button', { name: '取り消す' }).click();
  await page.getByRole('status').filter({ hasText: '「取消」にしました。' }).waitFor();

  // The console shows it locked, and the works day free.
  await page.getByText('このお申し込みは取消済みのため、進捗と工事日は変更できません').first().waitFor();
  assert.equal(await page.getByRole('button', { name: /に進める$/ }).count(), 0);
  assert.equal((await page.getByTestId('works-slot').innerText()).trim(), '未予約（お電話で調整）');

  // The customer's mail and page, read as the customer reads them.
  const mails = (await (
    await context.request.get(`${site.url}/ops/mail?receptionId=${receptionId}`)
  ).json()) as {
    messages: { id: number; subject: string }[];
  };
  const cancelMail = mails.messages.find((m) => m.subject.includes('お申し込みを取り消しました'));
  assert.ok(cancelMail, mails.messages.map((m) => m.subject).join(' / '));
  const { message } = (await (await context.request.get(`${site.url}/ops/mail/${cancelMail.id}`)).json()) as {
    message: { text: string };
  };
  assert.ok(message.text.includes(`取り消した工事日：${slotLabel}`), message.text);
  assert.ok(!message.text.includes('取り消しのご依頼'), 'the ops note is not mailed');
  const link = /http\S+\/apply\/status\/#t=\S+/.exec(message.text)?.[0];
  assert.ok(link);
  const visitor = await newPage(browser, site.url);
  await visitor.page.goto(new URL(link).pathname + new URL(link).hash);
  await visitor.page.getByTestId('status-stage').filter({ hasText: '取り消し済み' }).waitFor();
  assert.match(
    await visitor.page.getByTestId('status-next-step').innerText(),
    /このお申し込みは取り消されました/,
  );
  assert.equal(await visitor.page.getByRole('button', { name: 'この日時に変更する' }).count(), 0);
  await visitor.context.close();

  assert.deepEqual(
    consoleErrors.filter((e) => !/status of 401/.test(e)),
    [],
  );
  await context.close();
});
