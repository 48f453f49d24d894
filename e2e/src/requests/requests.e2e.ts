// The two request flows of mfe-apply in the built site, through the real API
// and its seeded demo data: a move of demo contract C00000001 (check, then
// request) and an appointment booking. Each is double-clicked, typed partly
// in full-width, and must be stored exactly once (GET /ops/submissions).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser } from 'playwright-core';
import { addDays, formatYmd, jstToday } from '@hikari/shared/domain';
import { installationAddress } from '@hikari/shared/testing/fixtures';
import { newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';
import { ContactFlow, TransferFlow } from './request-pages';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

interface StoredSubmission {
  receptionId: string;
  idempotencyKey: string;
  payload: Record<string, unknown>;
}

async function storedSubmissions(type: 'transfers' | 'contacts'): Promise<StoredSubmission[]> {
  const res = await fetch(`${site.url}/ops/submissions?type=${type}`, {
    headers: { Authorization: `Bearer ${site.opsApiToken}` },
  });
  assert.equal(res.status, 200, `GET /ops/submissions?type=${type}`);
  const body = (await res.json()) as { submissions: StoredSubmission[] };
  return body.submissions;
}

/** A day n days ahead in Japan, as the date inputs take it. */
const daysAhead = (n: number) => formatYmd(addDays(jstToday(new Date()), n));

test('a move of demo contract C00000001: the check shows the fee, the request is stored once', async () => {
  const { page, context } = await newPage(browser, site.url);
  const transfer = new TransferFlow(page);
  await transfer.open();

  const title = await transfer.check({
    contractNumber: 'ｃ００００－０００１',
    holderNameKana: 'やまだ たろう',
    phone: '０５２－１２３－４５６７',
    type: 'move',
  });
  assert.equal(await title.innerText(), '移転のお手続きが可能です');
  assert.match(await transfer.fee().innerText(), /^\d{1,3}(,\d{3})*円$/);
  assert.match(await transfer.deadline().innerText(), /^\d{4}年\d{1,2}月\d{1,2}日（[日月火水木金土]）$/);

  await transfer.fillMove({
    postalCode: '４６０－０００８',
    line1: '3丁目1-1',
    desiredDate: daysAhead(30),
    mail: 'taro@example.jp',
  });
  assert.equal(await transfer.field(/^市区町村/).inputValue(), '名古屋市中区');

  // A reload in the middle keeps every answer (sessionStorage), and nothing personal goes to localStorage.
  await page.reload();
  await transfer.field(/^丁目・番地/).waitFor();
  assert.equal(await transfer.field(/^丁目・番地/).inputValue(), '3丁目1-1');
  assert.equal(await transfer.field(/^郵便番号/).inputValue(), '４６０－０００８');
  const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  assert.doesNotMatch(local, /C00000001|ｃ００００|taro@example\.jp/);

  const message = await transfer.sendTwice();
  const receptionId = /TR-\d{8}-[A-Z0-9]{6}/.exec(message)?.[0];
  assert.ok(receptionId, `reception number in "${message}"`);

  const stored = (await storedSubmissions('transfers')).filter(
    (s) => s.payload.contractNumber === 'C00000001',
  );
  assert.equal(stored.length, 1, 'one stored request for the contract');
  assert.equal(stored[0]?.receptionId, receptionId);
  assert.deepEqual(stored[0]?.payload.newAddress, installationAddress({ line3: '' }));
  assert.equal(stored[0]?.payload.holderNameKana, 'ヤマダ\u3000タロウ');
  // The confirmation shows the number on its own, and ops find the request under it.
  assert.equal((await page.getByTestId('transfer-reception-id').innerText()).trim(), receptionId);
  const found = await fetch(`${site.url}/ops/submissions?format=rows&q=${encodeURIComponent(receptionId)}`, {
    headers: { Authorization: `Bearer ${site.opsApiToken}` },
  });
  const { submissions } = (await found.json()) as { submissions: { type: string; receptionId: string }[] };
  assert.deepEqual(
    submissions.map((s) => `${s.type} ${s.receptionId}`),
    [`transfers ${receptionId}`],
  );
  await context.close();
});

test('a booking keeps its answers across a reload, shows its reception number and is stored once', async () => {
  const { page, context } = await newPage(browser, site.url);
  const contact = new ContactFlow(page);
  await contact.open();

  await contact.fillNameAndPhone({ lastName: '鈴木', firstName: '花子', phone: '０５９－１２３－４５６７' });
  await page.reload();
  await contact.field(/^姓/).waitFor();
  assert.equal(await contact.field(/^姓/).inputValue(), '鈴木');
  assert.equal(await contact.field(/^電話番号/).inputValue(), '０５９－１２３－４５６７');

  await contact.fillRest({
    lastName: '鈴木',
    firstName: '花子',
    lastNameKana: 'すずき',
    firstNameKana: 'はなこ',
    phone: '０５９－１２３－４５６７',
    mail: 'hanako@example.jp',
    postalCode: '514-0004',
    address: '三重県津市栄町1丁目1-1',
    topic: '訪問サポートのご予約',
    firstChoiceDate: daysAhead(7),
    secondChoiceDate: daysAhead(8),
  });
  const receptionId = await contact.sendTwice();
  assert.match(receptionId, /^CT-\d{8}-[A-Z0-9]{6}$/);

  const stored = (await storedSubmissions('contacts')).filter((s) => s.payload.mail === 'hanako@example.jp');
  assert.equal(stored.length, 1, 'one stored booking');
  assert.equal(stored[0]?.receptionId, receptionId);
  assert.equal(stored[0]?.payload.phone, '0591234567');
  assert.equal(stored[0]?.payload.lastNameKana, 'スズキ');
  assert.equal(stored[0]?.payload.topic, 'visit');

  // The reception stays on a reload; the answers have left the tab.
  await page.reload();
  await page.getByTestId('contact-reception-id').waitFor();
  assert.equal((await page.getByTestId('contact-reception-id').innerText()).trim(), receptionId);
  const session = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  assert.doesNotMatch(session, /hanako@example\.jp|鈴木/);
  await context.close();
});
