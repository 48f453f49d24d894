// The area search against the real API and its seeded master (api/src/seed:
// 栄, 名古屋市中区 is served with 10G and TV; 栄町, 津市 is 1G only, no TV;
// ひかりハイツ栄 at 栄3丁目1-1 is a registered FTTH building), and the answer
// carried into the simulation on /apply/form/.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser } from 'playwright-core';
import { areaSearchInput, installationAddress } from '@hikari/shared/testing/fixtures';
import { newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';
import {
  AreaSearchForm,
  countAreaSearches,
  openAreaSearch,
  persistedAreaCheck,
  persistedPlanData,
  sakaeApartment,
} from './area-search-page';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

test('a home in the area: the answer lists 10G and TV, and the simulation opens with the area checked', async () => {
  const { page, context, consoleErrors } = await newPage(browser, site.url);
  const searches = countAreaSearches(page);
  const form = await openAreaSearch(page);

  // Full-width digits and hyphen, as a Japanese IME types them.
  await form.fillByPostalCode({
    building: 'home',
    postalCode: '４６０－０００８',
    town: '栄',
    chome: '３',
    banchi: '１－１',
  });
  assert.equal(await form.field('都道府県').inputValue(), '愛知県');
  assert.equal(await form.field('市区町村').inputValue(), '名古屋市中区');
  await form.search();

  assert.equal(searches.count, 1);
  assert.deepEqual(searches.inputs[0], areaSearchInput());
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), '検索結果');
  await page.getByText('ご入力のご住所は提供エリア内です。').waitFor();
  assert.equal(await form.resultRow('10ギガプラン').innerText(), 'ご利用いただけます');
  assert.equal(await form.resultRow('光テレビ').innerText(), 'ご利用いただけます');
  assert.equal(
    await form.resultRow('提供開始時期').innerText(),
    '提供中です（すぐにお申し込みいただけます）',
  );

  await page.getByRole('button', { name: 'この内容で料金シミュレーションへ' }).click();
  await page.getByRole('heading', { level: 1, name: '料金シミュレーション' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/apply/form/');
  await page.getByText('ご住所が提供エリア内であることを確認しました。').waitFor();
  assert.equal(await page.getByRole('radio', { name: '戸建て', exact: true }).isChecked(), true);
  assert.equal(await page.getByRole('radio', { name: /^10ギガ/ }).isEnabled(), true);
  const planData = await persistedPlanData(page);
  assert.deepEqual([planData.buildingType, planData.ereaType, planData.prefecture], [0, 0, '愛知県']);
  // The answer is kept with the address it is for, in this tab's session only.
  assert.equal(planData.isAreaChecked, undefined);
  const check = await persistedAreaCheck(page);
  assert.equal(check.areaData?.isServiceArea, true);
  assert.deepEqual(check.areaCheckedAddress, installationAddress({ buildingType: 0 }));

  // A new tab shares localStorage but not the session: it starts unchecked.
  const other = await context.newPage();
  await other.goto(`${site.url}/apply/form/`);
  await other.getByRole('heading', { level: 1, name: '料金シミュレーション' }).waitFor();
  assert.equal(await other.getByText('ご住所が提供エリア内であることを確認しました。').count(), 0);
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test('a 1G-only town: the answer says so, and the simulation offers 1G only', async () => {
  const { page, context } = await newPage(browser, site.url);
  await page.goto('/area/home/');
  await page.getByRole('heading', { level: 1, name: '提供エリア検索（戸建て）' }).waitFor();
  const form = new AreaSearchForm(page);
  assert.equal(await form.buildingRadio('home').isChecked(), true);

  await form.fillByPostalCode({ building: 'home', postalCode: '514-0004', town: '栄町', banchi: '10' });
  await form.search();
  assert.equal(
    await form.resultRow('10ギガプラン').innerText(),
    'ご利用いただけません（1ギガプランをご利用いただけます）',
  );
  assert.equal(await form.resultRow('光テレビ').innerText(), 'ご利用いただけません');

  await page.getByRole('button', { name: 'この内容で料金シミュレーションへ' }).click();
  await page.getByRole('heading', { level: 1, name: '料金シミュレーション' }).waitFor();
  await page.getByText('お調べしたご住所は10ギガの提供エリア外のため、1ギガをお選びいただけます。').waitFor();
  assert.equal(await page.getByRole('radio', { name: /^10ギガ/ }).isDisabled(), true);
  assert.equal(await page.getByRole('radio', { name: /^1ギガ/ }).isChecked(), true);
  assert.equal((await persistedPlanData(page)).ereaType, 1);
  await context.close();
});

test('an address in Tokyo: not a service area, no search sent, and how to be contacted', async () => {
  const { page, context } = await newPage(browser, site.url);
  const searches = countAreaSearches(page);
  const form = await openAreaSearch(page);

  await form.fillBySelects({
    building: 'home',
    prefecture: '東京都',
    city: '千代田区',
    town: '千代田',
    banchi: '1-1',
  });
  await form.search();

  assert.equal(searches.count, 0);
  await page.getByText('申し訳ございません。東京都は提供エリア外です。').waitFor();
  assert.equal(await page.getByRole('button', { name: 'この内容で料金シミュレーションへ' }).count(), 0);
  await page.getByRole('button', { name: '電話番号を確認する' }).click();
  await page.getByRole('dialog', { name: 'お電話でのご相談' }).waitFor();
  await page.keyboard.press('Escape');
  // Out of the area the visitor is offered what fits, not the visit booking.
  await page.getByRole('link', { name: '訪問日を決めずに質問する' }).click();
  await page.waitForURL((url) => url.pathname === '/contact/' && url.search === '?request=question');
  await page.getByRole('heading', { level: 1, name: '提供エリア外の方のご連絡' }).waitFor();
  assert.equal(await page.getByLabel(/^都道府県/).inputValue(), '東京都');
  await context.close();
});

/**
 * Searches the building of that name at 栄3丁目1-1 from /area/: two searches
 * (the address as a home, then the building), answered as inside the area.
 */
async function searchSakaeApartment(buildingName: string) {
  const { page, context } = await newPage(browser, site.url);
  const searches = countAreaSearches(page);
  const form = await openAreaSearch(page);
  await form.fillByPostalCode(sakaeApartment(buildingName));
  await form.search();
  assert.deepEqual(searches.inputs.map((input) => input.buildingType).sort(), [0, 1]);
  await page.getByText('ご入力のご住所は提供エリア内です。').waitFor();
  return { page, context, form };
}

test('a registered apartment: two searches, the building and its plan type, carried into the simulation', async () => {
  const { page, context, form } = await searchSakaeApartment('ひかりハイツ栄');
  assert.equal(await form.resultRow('建物の登録').innerText(), 'ご入力の建物は登録済みです');
  assert.match(await form.resultRow('建物の配線方式').innerText(), /光配線方式（FTTH）/);

  await page.getByRole('button', { name: 'この内容で料金シミュレーションへ' }).click();
  await page.getByRole('heading', { level: 1, name: '料金シミュレーション' }).waitFor();
  assert.equal(
    await page.getByRole('radio', { name: 'マンション・アパート', exact: true }).isChecked(),
    true,
  );
  const planData = await persistedPlanData(page);
  assert.deepEqual([planData.buildingType, planData.mansionPlanType], [1, 'FTTH']);
  const check = await persistedAreaCheck(page);
  assert.deepEqual(
    [check.areaData?.isRegister, check.areaCheckedAddress?.buildingType, check.areaCheckedAddress?.line2],
    [true, 1, 'ひかりハイツ栄'],
  );
  await context.close();
});

test('a made-up building at a served address: reported as not registered (docs/business-rules.md#area-search merge)', async () => {
  const { page, context, form } = await searchSakaeApartment('存在しないマンション');
  assert.match(await form.resultRow('建物の登録').innerText(), /^ご入力の建物は登録されていません/);
  assert.equal(await page.getByText('ご入力の建物は登録済みです').count(), 0);
  assert.equal(await page.getByText('建物の配線方式').count(), 0);
  await context.close();
});

test('keyboard only, on a phone: the form is filled and sent without a pointer, the answer takes focus, and a reload keeps it', async () => {
  const { page, context } = await newPage(browser, site.url, { mobile: true });
  const form = await openAreaSearch(page);
  await form.buildingRadio('home').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'field-postalCode');
  await page.keyboard.type('4600008');
  await form.waitForValue('町名', '栄');
  await form.field('番地').focus();
  await page.keyboard.type('2-3');
  await page.keyboard.press('Enter');
  await form.resultHeading.waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'area-result-heading');

  await page.reload();
  await form.resultHeading.waitFor();
  assert.match(await page.locator('.area-result__address').innerText(), /〒460-0008 愛知県名古屋市中区栄2-3/);
  await page.getByRole('button', { name: '別のご住所を検索する' }).press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'field-postalCode');
  await context.close();
});

test('the form survives a reload half-way', async () => {
  const { page, context } = await newPage(browser, site.url);
  const form = await openAreaSearch(page);
  await form.buildingRadio('apartment').check();
  await form.field('郵便番号').fill('460-0008');
  await form.waitForValue('町名', '栄');
  await form.field('マンション・アパート名').fill('ひかりハイツ栄');

  await page.reload();
  await form.submit.waitFor();
  assert.equal(await form.buildingRadio('apartment').isChecked(), true);
  assert.equal(await form.field('郵便番号').inputValue(), '460-0008');
  await form.waitForValue('町名', '栄');
  assert.equal(await form.field('市区町村').inputValue(), '名古屋市中区');
  assert.equal(await form.field('マンション・アパート名').inputValue(), 'ひかりハイツ栄');
  await context.close();
});

test('/apply/area/ embeds the same search as a widget and moves on to the simulation when served', async () => {
  const { page, context } = await newPage(browser, site.url);
  await page.goto('/apply/area/');
  const form = new AreaSearchForm(page);
  await form.submit.waitFor();
  await form.fillByPostalCode({ building: 'home', postalCode: '4600008', town: '栄', banchi: '1-1' });
  await form.submit.click();
  await page.getByRole('heading', { level: 1, name: '料金シミュレーション' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/apply/form/');
  assert.equal((await persistedAreaCheck(page)).areaCheckedAddress?.town, '栄');
  await context.close();
});
