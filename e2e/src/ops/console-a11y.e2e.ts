// The ops console against WCAG 2.2 A/AA as axe-core checks it: the sign-in
// page, every screen, and the rollback and canary withdraw confirmations, on
// a desktop and a phone. The console's CSP forbids inline scripts, so the
// context bypasses CSP to inject axe's source.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { releaseCopyOfLive } from '../releases/test-releases';
import { launchBrowser } from '../support/browser';
import { startSite, type SiteServer } from '../support/site-server';
import { applyAsTheSite, bookContact, createOpsAccount, OpsConsole } from './ops-console';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let site: SiteServer;
let browser: Browser;
let receptionId: string;

before(async () => {
  site = await startSite();
  // A second version of one remote, so that the releases screen offers a rollback to confirm.
  releaseCopyOfLive(site.deployDir, 'mfe-option');
  // A booking, so that the list has a row and the detail a status to change.
  await bookContact(site.url, '山田', '太郎');
  // An application, so that 送信メール lists its contract document.
  receptionId = await applyAsTheSite(site.url);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

async function violations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results: AxeResults = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    TAGS,
  );
  return results.violations.map(
    (v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

for (const viewport of [
  { name: '1280px', width: 1280, height: 900 },
  { name: '390px', width: 390, height: 844 },
]) {
  test(`every console screen passes axe at ${viewport.name}`, async () => {
    const context = await browser.newContext({
      baseURL: site.url,
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
      viewport,
      bypassCSP: true,
    });
    const page = await context.newPage();
    const ops = new OpsConsole(page);
    const found: string[] = [];

    const account = await createOpsAccount(site);
    await ops.open();
    found.push(...(await violations(page, 'sign-in')));
    await ops.signIn({ ...account, password: 'not-the-password' });
    await page.getByRole('alert').waitFor();
    found.push(...(await violations(page, 'sign-in refused')));
    await ops.signIn(account);
    await ops.menu().waitFor();

    await page.getByRole('table', { name: '概要：公開中の版とエラー' }).waitFor();
    found.push(...(await violations(page, 'releases')));
    await page
      .getByRole('button', { name: /に切り戻す$/ })
      .first()
      .click();
    await page.getByRole('alertdialog').waitFor();
    found.push(...(await violations(page, 'rollback confirmation')));
    await page.getByRole('button', { name: 'やめる' }).click();

    // カナリア: the version mfe-option had before the copy released above can be its canary. The
    // first width sees the start form, starts the canary and sees it run (figures, verdict,
    // actions); the second finds it running.
    await ops.menu().getByRole('link', { name: 'カナリア' }).click();
    await page.getByRole('heading', { level: 1, name: 'カナリア' }).waitFor();
    await page.getByRole('form', { name: 'カナリアの設定' }).waitFor();
    const option = page.getByRole('region', { name: /mfe-option/ });
    const startCanary = option.getByRole('button', { name: /カナリアとして公開$/ });
    const withdrawCanary = option.getByRole('button', { name: /を取り下げる$/ });
    await startCanary.or(withdrawCanary).waitFor();
    found.push(...(await violations(page, 'canary')));
    if (await startCanary.isVisible()) {
      await startCanary.click();
      await withdrawCanary.waitFor();
      found.push(...(await violations(page, 'canary running')));
    }
    const percent = option.getByLabel('カナリアを表示する訪問者の割合（%）');
    await percent.fill('101');
    await option.getByRole('button', { name: /割合を変える$/ }).click();
    await option.getByText('割合は0から100までの整数で入力してください').waitFor();
    found.push(...(await violations(page, 'canary with a percent error')));
    await withdrawCanary.click();
    await page.getByRole('alertdialog').waitFor();
    found.push(...(await violations(page, 'canary withdraw confirmation')));
    await page.getByRole('button', { name: 'やめる' }).click();

    await ops.go('メンテナンス・設定');
    await page.getByRole('region', { name: 'メンテナンス' }).waitFor();
    await page.getByRole('radio', { name: '期間を決めて予定する' }).check();
    await page.getByRole('button', { name: 'メンテナンスの設定を保存する' }).click();
    await page.getByText('開始日時を入力してください').waitFor();
    found.push(...(await violations(page, 'maintenance with errors')));

    // キャンペーン: every campaign's fields, the preview of the cards, and a figure refused beside its field.
    await ops.go('キャンペーン');
    const cashBack = page.getByRole('group', { name: '50,000円キャッシュバック' });
    await cashBack.getByLabel('キャッシュバック額（円）').fill('-5');
    await page.getByRole('button', { name: 'キャンペーンの提供内容を保存する' }).click();
    await cashBack.getByText('0以上で入力してください').waitFor();
    found.push(...(await violations(page, 'campaigns with an error')));

    await ops.go('受付一覧');
    await page.getByRole('table', { name: /受付一覧/ }).waitFor();
    found.push(...(await violations(page, 'submissions')));
    // The application: its detail carries the status, the stage for the visitor and the works day.
    await page.getByLabel('検索').fill(receptionId);
    await page.getByRole('button', { name: '絞り込む' }).click();
    await page
      .getByRole('table', { name: /受付一覧（全1件/ })
      .getByRole('link')
      .first()
      .click();
    await page.getByRole('form', { name: '進捗の変更' }).waitFor();
    const form = page.getByRole('form', { name: '状態の変更' });
    // The first width takes it up (新規 → 対応中), the second finishes it; both first send no one.
    await form.getByLabel('担当者').fill('');
    await form.getByRole('button', { name: '状態を変更する' }).click();
    await form.getByText('担当者を入力してください').waitFor();
    found.push(...(await violations(page, 'submission detail with a status error')));
    await form.getByLabel('担当者').fill('佐藤');
    await form.getByRole('button', { name: '状態を変更する' }).click();
    await page.getByRole('table', { name: '状態の変更の履歴（起きた順）' }).waitFor();
    found.push(...(await violations(page, 'submission detail with its history')));

    await ops.go('工事カレンダー');
    await page.getByRole('table', { name: /予約状況/ }).waitFor();
    found.push(...(await violations(page, 'works calendar')));

    await ops.go('送信メール');
    const outbox = page.getByRole('table', { name: /送信メール/ });
    await outbox.waitFor();
    found.push(...(await violations(page, 'mail outbox')));
    await outbox
      .getByRole('row', { name: new RegExp(receptionId) })
      .getByRole('link')
      .click();
    await page.getByRole('region', { name: /本文/ }).getByText(`受付番号：${receptionId}`).waitFor();
    found.push(...(await violations(page, 'mail detail')));

    await ops.go('エリアマスタ');
    found.push(...(await violations(page, 'area master')));
    await page.getByLabel('住所・建物名').fill('名古屋市中区');
    await page.getByRole('button', { name: '検索する' }).click();
    await page.getByRole('table', { name: /の検索結果/ }).waitFor();
    found.push(...(await violations(page, 'area master search results')));

    await ops.go('操作履歴');
    await page.getByRole('table', { name: /操作履歴/ }).waitFor();
    found.push(...(await violations(page, 'audit log')));

    await ops.go('担当者と役割');
    await page.getByRole('table', { name: /担当者の一覧/ }).waitFor();
    await page.getByRole('button', { name: '担当者を追加する' }).click();
    await page.getByText('ログインIDを入力してください。').waitFor();
    found.push(...(await violations(page, 'people with errors')));
    await page.getByRole('button', { name: `${account.name} さんを編集` }).click();
    await page.getByRole('button', { name: '確認コードの登録をやり直す' }).click();
    await page.getByRole('alertdialog').waitFor();
    found.push(...(await violations(page, 'second-factor reset confirmation')));
    await page.getByRole('button', { name: 'やめる' }).click();

    await ops.go('自分のアカウント');
    await page.getByLabel('名前').fill('試験用');
    await page.getByRole('button', { name: 'トークンを作る' }).click();
    await page.getByRole('heading', { name: 'API トークン「試験用」' }).waitFor();
    found.push(...(await violations(page, 'own account and api tokens')));

    assert.deepEqual(found, []);
    await context.close();
  });
}
