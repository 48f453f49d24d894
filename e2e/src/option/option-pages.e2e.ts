// The option pages of mfe-option in the built site: every route renders its
// page (not the 404 page) with the route table's title, the simulation button
// carries the option into /apply/form/, and /option/apply/ stores an
// application once in the real API however often the visitor presses submit.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser } from 'playwright-core';
import { routesOf } from '@hikari/shared/domain';
import { newPage } from '../support/browser';
import { openOwnPage } from '../support/route-page';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';

let site: SiteServer;
let browser: Browser;

withSiteAndBrowser((suite) => ({ site, browser } = suite));

test('every option route shows its own page: one h1 with the route title, the document title, no 404', async () => {
  const { page, context } = await newPage(browser, site.url);
  // Uncaught exceptions only: a failed settings call is the API's business, not these pages'.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  const routes = routesOf('mfe-option');
  assert.equal(routes.length, 16);
  for (const route of routes) {
    await openOwnPage(page, route);
  }
  assert.deepEqual(pageErrors, []);
  await context.close();
});

test('"このオプションを付けてシミュレーション" opens the simulation with the option chosen', async () => {
  const { page, context } = await newPage(browser, site.url);
  await page.goto('/option/mesh-wifi/');
  await page.getByRole('heading', { level: 1, name: 'メッシュWi-Fi' }).waitFor();
  await page.getByRole('link', { name: 'このオプションを付けてシミュレーション' }).click();
  await page.getByRole('heading', { level: 1, name: '料金シミュレーション' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/apply/form/');
  assert.ok(await page.getByRole('checkbox', { name: /メッシュWi-Fi/ }).isChecked());
  await context.close();
});

interface StoredUpsell {
  receptionId: string;
  idempotencyKey: string;
  payload: { contractNumber: string; phone: string; options: Record<string, boolean> };
}

async function storedUpsells(): Promise<StoredUpsell[]> {
  const res = await fetch(`${site.url}/ops/submissions?type=upsells`, {
    headers: { Authorization: `Bearer ${site.opsApiToken}` },
  });
  assert.equal(res.status, 200);
  return ((await res.json()) as { submissions: StoredUpsell[] }).submissions;
}

test('/option/apply/: a refused contract, then full-width input and a double click, is stored once', async () => {
  const { page, context } = await newPage(browser, site.url);
  const upsellRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('ApplicationUpSell')) {
      upsellRequests.push(request.postData() ?? '');
    }
  });
  await page.goto('/option/apply/');
  await page.getByRole('heading', { level: 1, name: 'オプションのお申し込み' }).waitFor();

  const contract = page.getByLabel(/ご契約番号/);
  const phone = page.getByLabel(/ご契約者さまの電話番号/);
  const review = page.getByRole('button', { name: '申し込み内容を確認する' });
  const submit = page.getByRole('button', { name: 'この内容で申し込む' });

  // A number with no contract: the API's answer sits next to the field and nothing is stored.
  await contract.fill('C99999999');
  await phone.fill('052-123-4567');
  await page.getByRole('checkbox', { name: /セキュリティパック/ }).check();
  await review.click();
  await submit.click();
  await page.getByText('ご契約を確認できませんでした', { exact: false }).first().waitFor();
  assert.match((await contract.getAttribute('aria-describedby')) ?? '', /error/);
  assert.equal(await phone.inputValue(), '052-123-4567');

  // The right number typed full-width, sent with a double click.
  await contract.fill('Ｃ０００００００１');
  await phone.fill('０５２－１２３－４５６７');
  await review.click();
  // The review shows the number as it will be sent.
  await page.getByText('C00000001', { exact: true }).waitFor();
  await submit.dblclick();
  const reception = page.getByTestId('reception-id');
  await reception.waitFor();
  const receptionId = /UP-\d{8}-[A-Z0-9]{6}/.exec(await reception.innerText())?.[0];
  assert.ok(receptionId, 'a reception number is shown');

  const stored = (await storedUpsells()).filter((row) => row.receptionId === receptionId);
  assert.equal(stored.length, 1);
  assert.equal(stored[0]?.payload.contractNumber, 'C00000001');
  assert.equal(stored[0]?.payload.phone, '0521234567');
  assert.equal(stored[0]?.payload.options.isSecurityPack, true);
  assert.equal(await storedUpsells().then((rows) => rows.length), 1, 'the refused attempt stored nothing');

  // Two requests: the refused one, and one for the double click. The corrected answers are a
  // new set of answers, so they went with a new key (the API refuses a key with other answers),
  // and that key is the stored order's.
  assert.equal(upsellRequests.length, 2);
  const keys = upsellRequests.map(
    (body) => (JSON.parse(body) as { variables: { idempotencyKey: string } }).variables.idempotencyKey,
  );
  assert.notEqual(keys[0], keys[1]);
  assert.equal(keys[1], stored[0]?.idempotencyKey);
  await context.close();
});
