// The ops console in the browser, through the real API: signing in (a wrong
// token shows nothing), a CSV export of the filtered submissions, a
// submission found by a kanji name and moved 新規 → 対応中 → 完了, the area
// master searched and downloaded, and a maintenance scheduled from the
// console reaching a visitor's open page; an application moved on, refused
// 工事完了 before its works day and cancelled (取消) after a confirmation.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { jstParts } from '@hikari/shared/domain';
import { launchBrowser, navigateInApp, newPage, openLiveTestPage } from '../support/browser';
import { startSite, type SiteServer } from '../support/site-server';
import { applyAsTheSite, bookContact, createOpsAccount, OpsConsole, totpCode } from './ops-console';
import { postSettingsChange } from '../support/ops-change';

let site: SiteServer;
let browser: Browser;

before(async () => {
  site = await startSite();
  browser = await launchBrowser();
});

after(async () => {
  await postSettingsChange(site, '/ops/maintenance', { on: false }).catch(() => undefined);
  await browser?.close();
  await site?.stop();
});

test('sign-in: a wrong code gets a message and nothing else; the right one opens an HttpOnly, SameSite=Strict session', async () => {
  const { page, context, consoleErrors } = await newPage(browser, site.url);
  const ops = new OpsConsole(page);
  const account = await createOpsAccount(site);
  await ops.open();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/ops/') && !request.url().includes('/ops/assets/')) {
      asked.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });

  const wrong = String((Number(totpCode(account)) + 1) % 1_000_000).padStart(6, '0');
  await ops.signIn(account, wrong);
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.innerText(), /ログインID・パスワード・確認コードのいずれかが正しくありません/);
  assert.equal(await ops.menu().count(), 0, 'no menu without a session');
  assert.deepEqual(asked, ['POST /ops/session']);

  await ops.signIn(account);
  await ops.menu().waitFor();
  await page.getByRole('heading', { level: 1, name: 'リリース/健全性' }).waitFor();
  assert.match(await page.getByRole('banner').innerText(), new RegExp(`${account.name}（管理者`));
  const [cookie] = (await context.cookies()).filter((c) => c.name === 'hikari_ops_session');
  assert.ok(cookie, 'the session cookie is set');
  assert.equal(cookie.httpOnly, true);
  assert.equal(cookie.sameSite, 'Strict');
  assert.equal(cookie.path, '/ops');
  const storage = await page.evaluate(() => ({
    cookieSeenByScript: document.cookie.includes('hikari_ops_session'),
    local: Object.keys(localStorage).length,
  }));
  assert.deepEqual(storage, { cookieSeenByScript: false, local: 0 });

  // Another tab of this browser shares the session (the cookie); signing out there ends it here too.
  const other = await context.newPage();
  await other.goto('/ops/');
  await other.getByRole('navigation', { name: '運用メニュー' }).waitFor();
  await other.getByRole('button', { name: 'サインアウト' }).click();
  await other.getByRole('heading', { name: '運用コンソール サインイン' }).waitFor();
  await ops.menu().getByRole('link', { name: '操作履歴' }).click();
  await page.getByRole('heading', { name: '運用コンソール サインイン' }).waitFor();
  assert.deepEqual(
    consoleErrors.filter((e) => !/401/.test(e)),
    [],
  );
  await context.close();
});

test('a CSV export from the console: the filtered list with the BOM and the back-office header', async () => {
  // A visitor's option application, so there is something to export.
  const visitor = await newPage(browser, site.url);
  // Through the running app (as the maintenance tests do), so the form is live before it is filled.
  await openLiveTestPage(visitor.page);
  await navigateInApp(visitor.page, '/option/apply/');
  await visitor.page.getByLabel(/ご契約番号/).fill('C00000001');
  await visitor.page.getByLabel(/ご契約者さまの電話番号/).fill('052-123-4567');
  await visitor.page.getByRole('checkbox', { name: /メッシュWi-Fi/ }).check();
  await visitor.page.getByRole('button', { name: '申し込み内容を確認する' }).click();
  await visitor.page.getByRole('button', { name: 'この内容で申し込む' }).click();
  await visitor.page.getByTestId('reception-id').waitFor();
  const receptionId = /UP-\d{8}-[A-Z0-9]{6}/.exec(
    await visitor.page.getByTestId('reception-id').innerText(),
  )![0];
  await visitor.context.close();

  const { page, context } = await newPage(browser, site.url);
  const ops = new OpsConsole(page);
  await ops.openSignedIn(site);
  await ops.go('受付一覧');
  await page.getByLabel('種別').selectOption({ label: 'オプションのお申し込み' });
  await page.getByRole('button', { name: '絞り込む' }).click();
  const table = page.getByRole('table', { name: /受付一覧/ });
  await table.getByRole('link', { name: receptionId }).waitFor();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'この条件でCSVをダウンロード' }).click();
  const file = await download;
  assert.match(file.suggestedFilename(), /^upsells-\d{8}\.csv$/);
  const bytes = await readFile((await file.path())!);
  assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 BOM for Excel');
  const text = bytes.subarray(3).toString('utf8');
  const [header, ...rows] = text.split(/\r?\n/).filter(Boolean);
  const columns = header!.split(',');
  assert.deepEqual(columns.slice(0, 2), ['受付番号', '受付日時（日本時間）']);
  for (const column of ['種別', '状態', '氏名', '電話番号', 'オプション', 'ご契約番号']) {
    assert.ok(columns.includes(column), `column ${column} in ${header}`);
  }
  assert.ok(
    columns.length < 60,
    `a back-office layout, not one column per payload field (${columns.length})`,
  );
  assert.ok(
    rows.some((row) => row.startsWith(receptionId)),
    `the export holds ${receptionId}`,
  );
  const receptionNumbers = rows.map((row) => /^([A-Z]{2})-\d{8}-/.exec(row)?.[1]).filter(Boolean);
  assert.deepEqual([...new Set(receptionNumbers)], ['UP'], 'only the kind filtered on');
  assert.doesNotMatch(text, /\[object Object\]/);
  await page.getByRole('status').filter({ hasText: 'をダウンロードしました' }).waitFor();
  await context.close();
});

test('a maintenance scheduled from the console reaches an open visitor page through the realtime channel', async () => {
  const visitor = await newPage(browser, site.url);
  await openLiveTestPage(visitor.page);
  assert.equal(await visitor.page.getByRole('alertdialog').count(), 0);

  const { page, context } = await newPage(browser, site.url);
  const ops = new OpsConsole(page);
  await ops.openSignedIn(site);
  await ops.go('メンテナンス・設定');
  const form = page.getByRole('region', { name: 'メンテナンス' });
  await form.getByRole('radio', { name: '期間を決めて予定する' }).check();
  const text = 'E2E: 設備の点検のため、本日はWebからのお申し込みを停止しています。';
  await form.getByLabel('お知らせの文').fill(text);
  // Started ten minutes ago, so the visitor sees it at once (Japan time, as the form says).
  const p = jstParts(new Date(Date.now() - 10 * 60_000));
  const pad = (n: number) => String(n).padStart(2, '0');
  await form
    .getByLabel('開始日時（日本時間）')
    .fill(`${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`);
  // Two hours from now, Japan time, to the minute.
  const end = jstParts(new Date(Date.now() + 2 * 60 * 60_000));
  await form
    .getByLabel('終了日時（日本時間）')
    .fill(`${end.year}-${pad(end.month)}-${pad(end.day)}T${pad(end.hour)}:${pad(end.minute)}`);
  assert.match(await page.getByTestId('maintenance-when').innerText(), /保存するとすぐ/);
  assert.match(
    await form.getByRole('group', { name: 'お知らせのプレビュー' }).innerText(),
    /E2E: 設備の点検/,
  );
  await form.getByRole('button', { name: 'メンテナンスの設定を保存する' }).click();
  await form.getByRole('status').filter({ hasText: 'メンテナンスの設定を保存しました' }).waitFor();

  // Maintenance has begun: the notice says it is on now, with the period as saved.
  const modal = visitor.page.getByRole('alertdialog', { name: 'ただいまメンテナンス中です' });
  await modal.waitFor({ timeout: 10_000 });
  assert.match(await modal.innerText(), /E2E: 設備の点検のため/);
  assert.match(await modal.innerText(), new RegExp(`期間[\\s\\S]*～[\\s\\S]*${end.hour}:${pad(end.minute)}`));
  assert.equal(await visitor.page.getByRole('alertdialog').count(), 1, 'one message at a time');

  // The change is in the audit log the console lists.
  await ops.go('操作履歴');
  await page
    .getByRole('table', { name: /操作履歴/ })
    .getByText('メンテナンス')
    .first()
    .waitFor();

  // Switched off from the console again.
  await ops.go('メンテナンス・設定');
  await form.getByRole('radio', { name: 'メンテナンスなし' }).check();
  await form.getByRole('button', { name: 'メンテナンスの設定を保存する' }).click();
  await form.getByRole('status').filter({ hasText: 'メンテナンスの設定を保存しました' }).waitFor();
  await modal.waitFor({ state: 'detached', timeout: 10_000 });
  await visitor.context.close();
  await context.close();
});

test('a booking found by its kanji name, taken up and finished with the person and a note, each step logged', async () => {
  const receptionId = await bookContact(site.url, '桜井', '花子');
  const { page, context, consoleErrors } = await newPage(browser, site.url);
  const ops = new OpsConsole(page);
  await ops.openSignedIn(site);
  await ops.go('受付一覧');

  // A search the server cannot read clears the list and says so.
  await page.getByLabel('検索').fill('12345');
  await page.getByRole('button', { name: '絞り込む' }).click();
  await page.getByRole('alert').filter({ hasText: '一覧を表示できませんでした' }).waitFor();
  assert.equal(await page.getByRole('table', { name: /受付一覧/ }).count(), 0);

  await page.getByLabel('検索').fill('桜井');
  await page.getByRole('button', { name: '絞り込む' }).click();
  const table = page.getByRole('table', { name: /受付一覧（全1件/ });
  await table.getByRole('link', { name: receptionId }).click();

  const form = page.getByRole('form', { name: '状態の変更' });
  await form.waitFor();
  assert.match(await page.getByTestId('submission-status').innerText(), /新規/);
  await form.getByRole('radio', { name: '対応中にする（対応を始める）' }).check();
  await form.getByLabel('担当者').fill('佐藤');
  await form.getByLabel('メモ').fill('お客さまに電話で日程を確認中');
  await form.getByRole('button', { name: '状態を変更する' }).click();
  await page.getByRole('status').filter({ hasText: '「対応中」にしました。' }).waitFor();
  await form.getByRole('radio', { name: '完了にする' }).check();
  await form.getByLabel('メモ').fill('工事日を確定');
  await form.getByRole('button', { name: '状態を変更する' }).click();
  await page.getByRole('status').filter({ hasText: '「完了」にしました。' }).waitFor();
  const history = page.getByRole('table', { name: '状態の変更の履歴（起きた順）' });
  await history.getByText('対応中 → 完了').waitFor();
  const rows = await history.getByRole('row').allInnerTexts();
  assert.match(rows[1]!, /新規 → 対応中（担当 佐藤、メモ：お客さまに電話で日程を確認中）/);
  assert.match(rows[2]!, /対応中 → 完了（担当 佐藤、メモ：工事日を確定）/);

  await ops.go('操作履歴');
  await page
    .getByRole('table', { name: /操作履歴/ })
    .getByText(/新規 → 対応中/)
    .first()
    .waitFor();
  // The errors the browser logs: the session check before sign-in (401, no one signed in
  // yet) and the search the server refused on purpose (400).
  assert.deepEqual(
    consoleErrors.filter((e) => !/status of (400|401)/.test(e)),
    [],
  );
  await context.close();
});

test('the area master: searched by an address and downloaded as the CSV the import takes', async () => {
  const { page, context } = await newPage(browser, site.url);
  const ops = new OpsConsole(page);
  await ops.openSignedIn(site);
  await ops.go('エリアマスタ');
  await page.getByLabel('住所・建物名').fill('名古屋市中区栄');
  await page.getByRole('button', { name: '検索する' }).click();
  const found = page.getByRole('table', { name: /町域（提供エリア）の検索結果（全\d+行/ });
  await found.waitFor();
  assert.match(await found.innerText(), /愛知県 名古屋市中区 栄/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'この条件でCSVをダウンロード' }).click();
  const file = await download;
  assert.match(file.suggestedFilename(), /^area-towns-\d{8}\.csv$/);
  const text = (await readFile((await file.path())!)).toString('utf8').replace(/^\ufeff/, '');
  const [header, ...lines] = text.split(/\r\n/).filter(Boolean);
  assert.equal(
    header,
    'prefecture,city,town,chome,postal_code,is_service_area,is_10g_area,is_tv_area,period,notes',
  );
  assert.ok(lines.length > 0 && lines.every((line) => line.startsWith('愛知県,名古屋市中区,栄')), text);
  await context.close();
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
