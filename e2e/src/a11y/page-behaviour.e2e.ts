// What axe cannot see: where focus lands after a navigation and whether it
// draws a frame, the header keeping to one row on desktop, the step names on
// a phone never breaking inside a word, and the 「選択中」 chip showing only
// what the visitor chose.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { openAreaSearch, sakaeApartment } from '../area/area-search-page';
import { newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

/** The focused element: its tag, its text and the outline the browser draws on it. */
async function focused(page: Page): Promise<{ tag: string; text: string; outline: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName ?? '',
      text: element?.innerText.trim() ?? '',
      outline: element ? getComputedStyle(element).outlineStyle : '',
    };
  });
}

test("desktop: after a navigation, by mouse or keyboard, focus is on the new page's h1 with no frame around it or the page", async () => {
  const { page, context } = await newPage(browser, site.url);
  await page.goto('/plan/');
  await page.getByRole('heading', { level: 1, name: '料金プラン' }).waitFor();
  const links = page.getByRole('navigation', { name: 'サイト内メニュー' });

  await links.getByRole('link', { name: 'よくあるご質問' }).click();
  await page.getByRole('heading', { level: 1, name: 'よくあるご質問' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  assert.deepEqual(await focused(page), { tag: 'H1', text: 'よくあるご質問', outline: 'none' });

  // Keyboard: the browser would draw :focus-visible frames now.
  await links.getByRole('link', { name: 'オプション' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'オプションサービス' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  assert.deepEqual(await focused(page), { tag: 'H1', text: 'オプションサービス', outline: 'none' });
  assert.equal(await page.locator('main').evaluate((main) => getComputedStyle(main).outlineStyle), 'none');

  // The next Tab goes on from the page's start, and that focus is framed as usual.
  await page.keyboard.press('Tab');
  const next = await focused(page);
  assert.notEqual(next.tag, 'H1');
  assert.notEqual(next.outline, 'none');
  await context.close();
});

for (const width of [960, 1280]) {
  test(`desktop ${width} px: the header's logo, buttons and phone button keep to one row, each name on one line`, async () => {
    const { page, context } = await newPage(browser, site.url);
    await page.setViewportSize({ width, height: 900 });
    // With the chip showing, the widest the header gets.
    await page.goto('/apply/form/');
    await page.getByRole('heading', { level: 1, name: '料金シミュレーション' }).waitFor();
    await page.getByRole('radio', { name: /マンション/ }).check();
    await page.getByRole('radio', { name: /1ギガ/ }).check();
    await page.getByTestId('plan-badge').waitFor();
    await page.evaluate(() => document.fonts.ready);

    const boxes = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.site-header__bar a, .site-header__bar button'))
        .filter((element) => element.offsetParent !== null)
        .map((element) => {
          const box = element.getBoundingClientRect();
          return { name: element.innerText.trim(), top: box.top, bottom: box.bottom, height: box.height };
        }),
    );
    // The logo, four buttons and the phone button (the menu button is for phones).
    assert.deepEqual(
      boxes.slice(1, 5).map((box) => box.name),
      ['ご契約中の方', 'エリア検索', 'キャンペーン', '料金シミュレーション・お申し込み'],
    );
    assert.equal(boxes.length, 6, JSON.stringify(boxes));
    // One row: every one of them overlaps the vertical middle of the first button.
    const middle = (boxes[1].top + boxes[1].bottom) / 2;
    for (const box of boxes) assert.ok(box.top < middle && box.bottom > middle, JSON.stringify(boxes));
    // One line each: no button is taller than the small button's minimum height.
    for (const box of boxes.slice(1, 5)) assert.ok(box.height <= 40, JSON.stringify(box));
    // The phone button keeps its name for screen readers.
    assert.ok(await page.getByRole('banner').getByRole('button', { name: 'お電話でのご相談' }).isVisible());
    await context.close();
  });
}

test('phone: the six step names break only between words, never inside one', async () => {
  const { page, context } = await newPage(browser, site.url, { mobile: true });
  await page.goto('/apply/area/');
  await page.getByRole('heading', { level: 1, name: '提供エリアの確認' }).waitFor();
  await page.evaluate(() => document.fonts.ready);
  const steps = await page.getByRole('navigation', { name: 'お申し込みの手順' }).evaluate((nav) =>
    Array.from(nav.querySelectorAll('li')).map((item) => {
      // The visible name's pieces are the text nodes between <wbr>s (the step number and
      // 「（完了）」 are for screen readers); a piece drawn on two lines has two boxes.
      const pieces: { text: string | null; lines: number }[] = [];
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
        pieces.push({ text: node.textContent, lines: lines.size });
      }
      return { pieces, overflows: item.scrollWidth > item.clientWidth };
    }),
  );
  assert.equal(steps.length, 6);
  for (const step of steps) {
    assert.equal(step.overflows, false, JSON.stringify(step));
    for (const piece of step.pieces) assert.equal(piece.lines, 1, JSON.stringify(step));
  }
  assert.deepEqual(
    steps.map((step) => step.pieces.map((piece) => piece.text).join('')),
    [
      '提供エリアの確認',
      '料金シミュレーション',
      'ご契約者さま情報',
      '設置先・お支払い',
      '重要事項の確認',
      'お申し込み完了',
    ],
  );
  await context.close();
});

test('the 「選択中」 chip: nothing before a choice, then the building type of the area search, then the plan picked', async () => {
  const { page, context } = await newPage(browser, site.url);
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const chip = page.getByTestId('plan-badge');
  assert.equal(await chip.count(), 0);
  // The chip follows the store on the next render: its text once it shows what is expected, or after 5 s.
  const chipText = async (expected: string) => {
    await page
      .waitForFunction(
        (text) => document.querySelector('[data-testid="plan-badge"]')?.textContent === text,
        expected,
        { timeout: 5000 },
      )
      .catch(() => undefined);
    return chip.innerText();
  };

  const form = await openAreaSearch(page);
  await form.fillByPostalCode(sakaeApartment('ひかりハイツ栄'));
  assert.equal(await chip.count(), 0);
  await form.search();
  assert.equal(await chipText('選択中: マンション'), '選択中: マンション');

  await page.getByRole('button', { name: 'この内容で料金シミュレーションへ' }).click();
  await page.getByRole('heading', { level: 1, name: '料金シミュレーション' }).waitFor();
  await page.getByRole('radio', { name: /1ギガ/ }).check();
  assert.equal(await chipText('選択中: マンション・1ギガ'), '選択中: マンション・1ギガ');

  // The choice is kept like the plan data: a new page load still shows it.
  await page.goto('/faq/');
  await page.getByRole('heading', { level: 1, name: 'よくあるご質問' }).waitFor();
  assert.equal(await chipText('選択中: マンション・1ギガ'), '選択中: マンション・1ギガ');
  await context.close();
});
