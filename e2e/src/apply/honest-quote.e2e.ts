// What the simulation tells a visitor about the price, on a phone and on a
// desktop (issue 16, points 2 and 3): the paid 安心サポートPlus starts
// unticked; each overlapping choice says what it gives; 開通工事費 is called
// 実質無料 with its condition; 実質月額's explanation adds up to the figure
// shown; and an apartment building the area master does not know is priced
// as a home, with the area answer's caveat on every application step.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser } from 'playwright-core';
import { openAreaSearch, sakaeApartment } from '../area/area-search-page';
import { newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';
import { ApplicantStep, SimulationStep } from './apply-pages';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

/** An option of the simulation with its note. */
const OPTION = 'xpath=ancestor::div[contains(@class, "option-choice")]';
const yen = (text: string) => Number(text.replace(/[^\d]/g, ''));

for (const mobile of [true, false]) {
  const width = mobile ? '390 px' : '1280 px';

  test(`at ${width} the simulation states what each choice gives and what 実質月額 counts`, async () => {
    const { page, context, consoleErrors } = await newPage(browser, site.url, { mobile });
    const sim = new SimulationStep(page);
    await sim.open();
    assert.equal(await sim.checkbox(/^安心サポートPlus/).isChecked(), false);

    await sim.menu(1);
    // Both base campaigns say what they give, and they exclude each other
    // (docs/business-rules.md#combining-campaigns): the 980 price gives the
    // lower first year, the other 50,000円 more cash back at the regular fee.
    const cash = await sim
      .radio(/^50,000円キャッシュバック/)
      .locator(OPTION)
      .innerText();
    const only980 = await sim
      .radio(/^1年間 月額980円/)
      .locator(OPTION)
      .innerText();
    const firstYearOf = (text: string) => yen(/1年目の月額([\d,]+)円/.exec(text)?.[1] ?? 'NaN');
    const cashBackOf = (text: string) => yen(/キャッシュバック([\d,]+)円・実質月額/.exec(text)?.[1] ?? '');
    assert.ok(firstYearOf(only980) < firstYearOf(cash), `${only980} / ${cash}`);
    assert.equal(cashBackOf(cash) - cashBackOf(only980), 50000);

    // The switching benefit: both ways with their figures; 1年割 next to 980円 is named as not applied.
    await sim.choose(/^1年間 月額980円/);
    await sim.setOption(/お乗り換えを予定している/, true);
    const benefits = await sim
      .radio(/^キャッシュバック/)
      .locator('xpath=ancestor::label')
      .innerText();
    const price = await sim
      .radio(/^月額割引/)
      .locator('xpath=ancestor::label')
      .innerText();
    assert.equal(cashBackOf(benefits) - cashBackOf(price), 25000);
    await sim.choose(/^月額割引/);
    assert.match(await page.getByTestId('quote-not-applied').innerText(), /1年割.*重ねて適用されません/s);

    // 実質無料 with its condition, and an explanation whose figures give the shown 実質月額.
    assert.match(
      await page.getByTestId('quote-conditions').innerText(),
      /開通工事費 実質無料[\s\S]*残りの分割払い分/,
    );
    assert.match(await page.getByTestId('summary-one-time').innerText(), /^0円$/);
    const explanation = await page.getByTestId('effective-explanation').innerText();
    const [oneTime, monthly, cashBack] = [
      /初期費用([\d,]+)円/,
      /合計([\d,]+)円/,
      /キャッシュバック([\d,]+)円/,
    ].map((re) => yen(re.exec(explanation)?.[1] ?? 'NaN'));
    const shown = yen(await page.getByTestId('summary-effective').innerText());
    assert.equal(Math.round((oneTime! + monthly! - cashBack!) / 24), shown, explanation);
    assert.equal(cashBack, yen(await page.getByTestId('summary-cash-back').innerText()));

    // Ticking 安心サポートPlus: the explanation names its 3 free months.
    await sim.setOption(/^安心サポートPlus/, true);
    assert.match(await page.getByTestId('effective-explanation').innerText(), /安心サポートPlus 3ヶ月無料/);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test(`at ${width} an unregistered building is priced as a home, with the caveat on the application steps`, async () => {
    const { page, context, consoleErrors } = await newPage(browser, site.url, { mobile });
    const form = await openAreaSearch(page);
    await form.fillByPostalCode(sakaeApartment('グランドメゾン栄サンプル'));
    await form.search();
    assert.match(await form.resultRow('建物の登録').innerText(), /^ご入力の建物は登録されていません/);
    await page.getByRole('button', { name: 'この内容で料金シミュレーションへ' }).click();

    const sim = new SimulationStep(page);
    await sim.heading.waitFor();
    assert.match(await page.getByTestId('area-caveat').innerText(), /戸建てと同じ方式/);
    const tenGiga = await sim
      .radio(/^10ギガ/)
      .locator('xpath=ancestor::label')
      .innerText();
    assert.match(tenGiga, /月額5,940円/);
    assert.equal(await page.getByTestId('summary-first-year').innerText(), '5,940円');
    assert.match(await page.getByTestId('quote-conditions').innerText(), /ご入力の建物は登録されていません/);

    await sim.apply();
    await new ApplicantStep(page).waitFor();
    assert.match(await page.getByTestId('area-caveat').innerText(), /戸建てと同じ方式/);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
}
