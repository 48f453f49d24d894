// The whole application against the real API and database: area search,
// simulation, the customer steps, terms, a double-clicked submit; the
// application is stored exactly once with the quote the server computed, and
// the browser forgets the personal data. A reload in the middle of form3
// keeps every answer but the account number.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  buildPriceBreakdown,
  formatYen,
  parseAccessLogCookie,
  priceCatalog,
  type CampaignData,
  type PlanData,
  type PriceBreakdown,
} from '@hikari/shared/domain';
import { messages } from '@hikari/shared/forms';
import { layoutShift, newPage } from '../support/browser';
import { readUntil } from '../support/read-until';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';
import {
  ApplicantStep,
  CompletedStep,
  InstallationStep,
  TermsStep,
  throughSimulation,
  type Applicant,
  type Installation,
} from './apply-pages';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

interface StoredApplication {
  receptionId: string;
  idempotencyKey: string;
  createdAt: string;
  introductionId: string;
  payload: {
    customer: Record<string, unknown> & { bankInfo: Record<string, unknown> };
    planData: PlanData;
    tracking: { trafficSource: string; accessLog: { log: { path: string; type: string }[] } };
  };
  estimate: { planData: PlanData; campaignData: CampaignData; breakdown: PriceBreakdown };
}

/** Every stored application in full: the ops list, then each one's detail (the only view with the whole payload). */
async function storedApplications(): Promise<StoredApplication[]> {
  const opsGet = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${site.url}${path}`, {
      headers: { Authorization: `Bearer ${site.opsApiToken}` },
    });
    assert.equal(res.status, 200, path);
    return (await res.json()) as T;
  };
  const list = await opsGet<{ items: { id: number }[] }>('/ops/submissions?kind=applications&limit=500');
  return Promise.all(
    list.items.map(async ({ id }) => {
      const detail = await opsGet<StoredApplication & { extra: { introductionId: string } }>(
        `/ops/submissions/applications/${id}`,
      );
      return { ...detail, introductionId: detail.extra.introductionId };
    }),
  );
}

const applicant: Applicant = {
  lastName: '山田',
  firstName: '太郎',
  lastNameKana: 'やまだ',
  firstNameKana: 'ﾀﾛｳ',
  dob: ['1985', '4', '1'],
  phone: '０５２－１２３－４５６７',
  mail: 'taro.yamada@example.jp',
};

const installation: Installation = {
  carrier: 'フレッツ光',
  bankCode: '0005',
  branchCode: '251',
  accountNo: '7654321',
  accountNameKana: 'ﾔﾏﾀﾞ ﾀﾛｳ',
};

test('a later step typed in the address bar says why and links to the first step not done', async () => {
  const { page, context } = await newPage(browser, site.url);
  for (const step of ['/apply/form3/', '/apply/terms/', '/apply/completed/']) {
    await page.goto(step);
    const title =
      step === '/apply/completed/' ? 'お申し込みはまだ送信されていません' : '前の手順がまだ済んでいません';
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // Told in place, not sent elsewhere without a word.
    assert.equal(new URL(page.url()).pathname, step);
    await page.getByRole('status').filter({ hasText: 'まだ「提供エリアの確認」が済んでいません' }).waitFor();
    const shifts = await layoutShift(page, 300);
    assert.ok(shifts <= 0.02, `${step}: layout shift ${shifts.toFixed(3)}`);
  }
  await page.getByRole('link', { name: '「提供エリアの確認」から続ける' }).click();
  await page.getByRole('heading', { level: 1, name: '提供エリアの確認' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/apply/area/');
  const current = await page
    .getByRole('navigation', { name: 'お申し込みの手順' })
    .locator('[aria-current="step"]')
    .textContent();
  assert.equal(current, 'ステップ1／6：提供エリアの確認');
  await context.close();
});

/** The visit this test starts with: the top page, reached from a LINE post. */
const isLineArrivalAtTop = (entry: { path: string; type: string }) =>
  entry.path === '/' && entry.type === 'line';

test('a full application is stored once, with the quote the server computed', async () => {
  const { page, context, consoleErrors } = await newPage(browser, site.url);
  // The visitor first came from a LINE post; the application keeps that source.
  await page.goto('/?utm_source=line&columnId=e2e-apply');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // The arrival is recorded once the page has started up (a visitor reads it first): leaving
  // before that would, rightly, lose it.
  const arrivals = await readUntil(
    async () => parseAccessLogCookie((await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')),
    (log) => log.log.some(isLineArrivalAtTop),
    { timeoutMs: 10_000 },
  );
  assert.ok(
    arrivals.log.some(isLineArrivalAtTop),
    `the LINE arrival is in the access-log cookie: ${JSON.stringify(arrivals)}`,
  );
  const shown = await throughSimulation(page);

  await new ApplicantStep(page).complete(applicant);

  const form3 = new InstallationStep(page);
  await form3.waitFor();
  // The address of the area search is already there.
  assert.equal(await form3.field(/^郵便番号/).inputValue(), '4600008');
  assert.equal(await form3.field(/^町名/).inputValue(), '栄');
  assert.equal(await form3.field(/^丁目・番地/).inputValue(), '3丁目1-1');
  await form3.fillWishes(installation);
  const names = await form3.fillPayment({ ...installation, introducerId: 'hikari01' });
  assert.equal(names.bankName, '三菱ＵＦＪ');
  assert.equal(names.branchName, '横浜駅前');
  await form3.next();

  const terms = new TermsStep(page);
  await terms.waitFor();
  assert.equal(await page.getByTestId('terms-first-year').innerText(), shown.firstYear);
  const confirmedEffective = await page.getByTestId('terms-effective').innerText();
  assert.equal(await terms.submit.isDisabled(), true);
  await terms.agreeToAll();
  assert.equal(await terms.submit.isEnabled(), true);

  let applyRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('ApplyCTC'))
      applyRequests += 1;
  });
  await terms.submit.dblclick();

  const number = await new CompletedStep(page).receptionNumber();
  assert.match(number, /^AP-\d{8}-[A-Z0-9]{6}$/);
  assert.equal(applyRequests, 1);

  const stored = (await storedApplications()).filter((row) => row.receptionId === number);
  assert.equal(stored.length, 1, 'one application for this reception number');
  const [row] = stored as [StoredApplication];
  // The referral code is shown apart, named as such, and is the one stored with the application.
  assert.equal((await page.getByTestId('referral-code').innerText()).trim(), row.introductionId);
  await page.getByRole('heading', { name: '紹介コード' }).waitFor();

  // Ops find the application under the number the visitor was shown, and by the kana name.
  for (const q of [number, 'ヤマダ タロウ']) {
    const res = await fetch(`${site.url}/ops/submissions?q=${encodeURIComponent(q)}`, {
      headers: { Authorization: `Bearer ${site.opsApiToken}` },
    });
    assert.equal(res.status, 200);
    const found = (await res.json()) as { items: { kind: string; receptionId: string }[] };
    assert.ok(
      found.items.some((s) => s.kind === 'applications' && s.receptionId === number),
      `GET /ops/submissions?q=${q} finds ${number}`,
    );
  }
  // The contract document is in the outbox for this number, addressed to the applicant (no SMTP_URL here).
  const outbox = await fetch(`${site.url}/ops/mail`, {
    headers: { Authorization: `Bearer ${site.opsApiToken}` },
  });
  const { messages: mails } = (await outbox.json()) as {
    messages: { receptionId: string; to: string; kind: string; status: string }[];
  };
  assert.deepEqual(
    mails.filter((mail) => mail.receptionId === number),
    [
      {
        ...mails.find((mail) => mail.receptionId === number)!,
        to: applicant.mail,
        kind: 'contract-document',
        status: 'local',
      },
    ],
  );
  await page.getByText('契約書面をメールでお送りします').waitFor();

  // Where the visitor came from is stored with the application, classified by the server.
  assert.equal(row.payload.tracking.trafficSource, 'line');
  assert.ok(
    row.payload.tracking.accessLog.log.some(isLineArrivalAtTop),
    'the access log arrived with the application',
  );
  assert.equal((await storedApplications()).filter((r) => r.idempotencyKey === row.idempotencyKey).length, 1);

  // What was stored is normalised and complete.
  assert.equal(row.payload.customer.lastNameKana, 'ヤマダ');
  assert.equal(row.payload.customer.firstNameKana, 'タロウ');
  assert.equal(row.payload.customer.daytimePhone, '0521234567');
  assert.equal(row.payload.customer.mail, applicant.mail);
  assert.equal(row.payload.customer.bankInfo.accountNameKana, 'ヤマダ　タロウ');
  assert.equal(row.payload.planData.isMeshWiFi, true);
  // The server's own area answer for exactly this address and the directory's bank names.
  assert.deepEqual(
    [
      (row.payload.customer.areaData as { isServiceArea: boolean }).isServiceArea,
      (row.payload.customer.areaCheckedAddress as { town: string; line1: string }).line1,
      row.payload.customer.bankInfo.bankName,
      row.payload.customer.bankInfo.bankBranch,
    ],
    [true, '3丁目1-1', '三菱ＵＦＪ', '横浜駅前'],
  );

  // The server's quote is the domain's for the stored choices, and it is what the visitor saw.
  const { planData, campaignData, breakdown } = row.estimate;
  assert.equal(planData.isPhone, true);
  assert.equal(campaignData.isAuCouponCP, true);
  assert.equal(campaignData.isOriginalFriendCP, true);
  assert.deepEqual(
    JSON.parse(JSON.stringify(buildPriceBreakdown(planData, campaignData, new Date(row.createdAt)))),
    breakdown,
  );
  assert.equal(formatYen(breakdown.monthlyTotal.firstYear), shown.firstYear);
  assert.equal(formatYen(breakdown.monthlyTotal.afterFirstYear), shown.afterFirstYear);
  // Only 土曜日 and 日曜日 were wished: the server stores the holiday works fee on top of what
  // the simulation showed (before the days were asked), as the confirmation showed it.
  assert.equal(planData.isHolidayConstruction, true);
  assert.equal(breakdown.oneTimeTotal, Number(shown.oneTime.replace(/[^\d]/g, '')) + 3300);
  assert.equal(formatYen(breakdown.effectiveMonthly), confirmedEffective);
  // 開通工事費 実質無料 is stored with its condition for the ops detail and the CSV.
  assert.match(breakdown.conditions.find((c) => c.id === 'construction')?.text ?? '', /残りの分割払い分/);
  // The referral code typed on form3 adds its cash back to what the simulation showed.
  assert.equal(
    formatYen(breakdown.cashBackTotal),
    formatYen(Number(shown.cashBack.replace(/[^\d]/g, '')) + priceCatalog.campaigns.friend),
  );

  // The personal data has left the browser (every record of the tab); the number stays for the page.
  const session = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  assert.ok(!session.includes(applicant.mail), 'mail address cleared');
  assert.ok(!session.includes('山田'), 'name cleared');
  assert.ok((await page.evaluate(() => sessionStorage.getItem('hikari:application') ?? '')).includes(number));
  await page.reload();
  assert.equal(await new CompletedStep(page).receptionNumber(), number);
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test('a reload in the middle of form3 keeps every answer but the account number', async () => {
  const { page, context } = await newPage(browser, site.url);
  await throughSimulation(page);
  await new ApplicantStep(page).complete({
    ...applicant,
    mail: 'hanako@example.jp',
    firstName: '花子',
    firstNameKana: 'ハナコ',
  });

  const form3 = new InstallationStep(page);
  await form3.waitFor();
  await form3.fillWishes(installation);
  await form3.fillPayment(installation);
  const before = await storedApplications();

  await page.reload();
  await form3.waitFor();
  assert.equal(await form3.field(/^現在ご利用中のインターネット回線/).inputValue(), 'フレッツ光');
  assert.equal(await page.getByRole('checkbox', { name: '土曜日' }).isChecked(), true);
  assert.equal(await page.getByRole('radio', { name: '10時～12時' }).isChecked(), true);
  assert.equal(await form3.field(/^金融機関コード/).inputValue(), '0005');
  await page.getByText('金融機関名：三菱ＵＦＪ').waitFor();
  assert.equal(await form3.field(/^口座名義/).inputValue(), installation.accountNameKana);
  const accountNo = form3.field(/^口座番号/);
  assert.equal(await accountNo.inputValue(), '');
  assert.match((await accountNo.getAttribute('aria-describedby')) ?? '', /field-bankInfo-accountNo-hint/);
  assert.ok(
    !(await page.evaluate(() => sessionStorage.getItem('persist:hikari:customer') ?? '')).includes(
      installation.accountNo,
    ),
  );

  // The step refuses to go on without the number, and goes on once it is typed again.
  await form3.next();
  assert.match((await accountNo.getAttribute('aria-invalid')) ?? '', /true/);
  await accountNo.fill(installation.accountNo);
  await form3.next();
  const terms = new TermsStep(page);
  await terms.waitFor();
  await terms.agreeToAll();
  await terms.submit.click();
  const number = await new CompletedStep(page).receptionNumber();

  const added = (await storedApplications()).filter(
    (row) => !before.some((b) => b.receptionId === row.receptionId),
  );
  assert.equal(added.length, 1);
  assert.equal(added[0]?.receptionId, number);
  assert.equal(added[0]?.payload.customer.bankInfo.accountNo, installation.accountNo);
  await context.close();
});

test('form3 stops on a bank code that names no bank and on an address that is not its postal code’s, keeping every answer', async () => {
  const { page, context } = await newPage(browser, site.url);
  await throughSimulation(page);
  await new ApplicantStep(page).complete(applicant);

  const form3 = new InstallationStep(page);
  await form3.waitFor();
  await form3.fillWishes(installation);
  await form3.fillPayment(installation);
  let applyRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('ApplyCTC'))
      applyRequests += 1;
  });

  const bankCode = form3.field(/^金融機関コード/);
  await bankCode.fill('9999');
  await page.getByText('該当する金融機関が見つかりませんでした。').waitFor();
  await form3.next();
  await page.getByText(messages.bankUnknown).waitFor();
  assert.equal(await bankCode.getAttribute('aria-invalid'), 'true');
  await form3.waitFor();

  await bankCode.fill(installation.bankCode);
  await page.getByText('金融機関名：三菱ＵＦＪ').waitFor();
  await page.getByText('支店名：横浜駅前').waitFor();
  // 〒460-0008 is 名古屋市中区栄: another city does not belong to it.
  const city = form3.field(/^市区町村/);
  await city.fill('豊田市');
  await form3.next();
  await page.getByText(messages.postalCodeMismatch).waitFor();
  assert.equal(await form3.field(/^郵便番号/).getAttribute('aria-invalid'), 'true');
  assert.equal(await form3.field(/^口座名義/).inputValue(), installation.accountNameKana);

  await city.fill('名古屋市中区');
  await page.getByText('このご住所は提供エリア内であることを確認済みです。').waitFor();
  await form3.next();
  await new TermsStep(page).waitFor();
  assert.equal(applyRequests, 0);
  await context.close();
});
