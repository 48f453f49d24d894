// Page objects of the application flow (/apply/area/ → /apply/completed/),
// driven the way a visitor does: role and label locators, keyboard-free
// clicks where a visitor would click.
import type { Locator, Page } from 'playwright-core';

export interface Address {
  postalCode: string;
  /** 丁目 as a number, '' when the address has none. */
  chome: string;
  banchi: string;
}

/** The served home the flows apply for: 〒460-0008 名古屋市中区栄3丁目1-1 (10 gigabit). */
export const SERVED_HOME: Address = { postalCode: '4600008', chome: '3', banchi: '1-1' };

/** Step 1: the area-search widget of mfe-area inside /apply/area/. */
export class AreaStep {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/apply/area/');
    await this.page.getByRole('heading', { level: 1, name: '提供エリアの確認' }).waitFor();
    await this.form.waitFor();
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: '提供エリア検索' });
  }

  async searchHome(address: Address): Promise<void> {
    await this.form.getByRole('radio', { name: /^戸建て/ }).check();
    await this.form.getByLabel(/^郵便番号/).fill(address.postalCode);
    // The widget fills prefecture, city and town from the postal code.
    await this.form.getByText(/を入力しました。$/).waitFor();
    if (address.chome) await this.form.getByLabel(/^丁目/).fill(address.chome);
    await this.form.getByLabel(/^番地/).fill(address.banchi);
    await this.form.getByRole('button', { name: 'この住所で検索する' }).click();
  }

  /** Searches SERVED_HOME and waits for the simulation, which says the area was checked. */
  async searchServedHome(): Promise<SimulationStep> {
    await this.searchHome(SERVED_HOME);
    const sim = new SimulationStep(this.page);
    await sim.heading.waitFor();
    await this.page.getByText('ご住所が提供エリア内であることを確認しました。').waitFor();
    return sim;
  }
}

export interface SimulationFigures {
  firstYear: string;
  afterFirstYear: string;
  oneTime: string;
  cashBack: string;
  effective: string;
}

/** Step 2: the fee simulation. */
export class SimulationStep {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: '料金シミュレーション' });
  }

  async open(): Promise<void> {
    await this.page.goto('/apply/form/');
    await this.heading.waitFor();
  }

  radio(name: string | RegExp): Locator {
    return this.page.getByRole('radio', { name });
  }

  checkbox(name: string | RegExp): Locator {
    return this.page.getByRole('checkbox', { name });
  }

  /** Waits as a visitor waits: until the summary has followed the last choice (it is busy meanwhile). */
  async settled(): Promise<void> {
    await this.page.locator('.simulation__summary[aria-busy="false"]').waitFor();
  }

  /** Chooses a radio by its name, then waits for the figures to follow. */
  async choose(name: string | RegExp): Promise<void> {
    await this.radio(name).check();
    await this.settled();
  }

  async building(kind: '戸建て' | 'マンション'): Promise<void> {
    await this.choose(kind === '戸建て' ? /^戸建て/ : /^マンション/);
  }

  async plan(plan: '10ギガ' | '1ギガ'): Promise<void> {
    await this.choose(new RegExp(`^${plan}`));
  }

  /** 0 net only, 1 with phone, 2 with phone and TV. */
  async menu(menu: 0 | 1 | 2): Promise<void> {
    const names = [/^インターネットのみ/, /^インターネット＋光電話 /, /^インターネット＋光電話＋光テレビ/];
    await this.choose(names[menu] as RegExp);
  }

  async setOption(name: RegExp, on: boolean): Promise<void> {
    await this.checkbox(name).setChecked(on);
    await this.settled();
  }

  async figures(): Promise<SimulationFigures> {
    await this.settled();
    const text = (id: string) => this.page.getByTestId(id).innerText();
    return {
      firstYear: await text('summary-first-year'),
      afterFirstYear: await text('summary-after-first-year'),
      oneTime: await text('summary-one-time'),
      cashBack: await text('summary-cash-back'),
      effective: await text('summary-effective'),
    };
  }

  async campaigns(): Promise<string[]> {
    return this.page.getByTestId('summary-campaigns').getByRole('link').allInnerTexts();
  }

  async apply(): Promise<void> {
    await this.page.getByRole('button', { name: 'この内容で申し込む' }).click();
  }
}

export interface Applicant {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  dob: [year: string, month: string, day: string];
  phone: string;
  mail: string;
}

/**
 * Area search in 名古屋市中区栄 (served, 10G), then the simulation with 光電話 and
 * mesh Wi-Fi, applied for; answers the figures the simulation showed.
 */
export async function throughSimulation(page: Page): Promise<SimulationFigures> {
  const area = new AreaStep(page);
  await area.open();
  const sim = await area.searchServedHome();
  await sim.menu(1);
  await sim.setOption(/メッシュWi-Fi/, true);
  const figures = await sim.figures();
  await sim.apply();
  return figures;
}

/** Step 3: ご契約者さま情報. */
export class ApplicantStep {
  constructor(readonly page: Page) {}

  async waitFor(): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: 'ご契約者さま情報' }).waitFor();
  }

  async fill(a: Applicant): Promise<void> {
    const p = this.page;
    await p.getByLabel(/^姓必須/).fill(a.lastName);
    await p.getByLabel(/^名必須/).fill(a.firstName);
    await p.getByLabel(/^セイ/).fill(a.lastNameKana);
    await p.getByLabel(/^メイ/).fill(a.firstNameKana);
    await p.getByRole('radio', { name: '男性' }).check();
    await p.getByLabel('年', { exact: true }).fill(a.dob[0]);
    await p.getByLabel('月', { exact: true }).selectOption(a.dob[1]);
    await p.getByLabel('日', { exact: true }).selectOption(a.dob[2]);
    await p.getByLabel(/^日中のご連絡先電話番号/).fill(a.phone);
    await p.getByLabel(/^メールアドレス/).fill(a.mail);
    await p.getByLabel(/^確認用メールアドレス/).fill(a.mail);
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: '次へ進む' }).click();
  }

  /** Waits for the step, answers it and goes on. */
  async complete(a: Applicant): Promise<void> {
    await this.waitFor();
    await this.fill(a);
    await this.next();
  }
}

export interface Installation {
  /** 丁目・番地 as the visitor types it; the area step fills it in already. */
  line1?: string;
  carrier: string;
  bankCode: string;
  branchCode: string;
  accountNo: string;
  accountNameKana: string;
  introducerId?: string;
}

/** Step 4: 設置先・お支払い情報. */
export class InstallationStep {
  constructor(readonly page: Page) {}

  async waitFor(): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: '設置先・お支払い情報' }).waitFor();
  }

  field(label: RegExp): Locator {
    return this.page.getByLabel(label);
  }

  /** The first half: address check, current line, construction wishes. */
  async fillWishes(i: Pick<Installation, 'line1' | 'carrier'>): Promise<void> {
    const p = this.page;
    if (i.line1 !== undefined) await this.field(/^丁目・番地/).fill(i.line1);
    await this.field(/^現在ご利用中のインターネット回線/).selectOption(i.carrier);
    await p.getByRole('checkbox', { name: '土曜日' }).check();
    await p.getByRole('checkbox', { name: '日曜日' }).check();
    await p.getByRole('radio', { name: '10時～12時' }).check();
  }

  /** The second half: the bank account, with the names filled in from the codes. */
  async fillPayment(
    i: Pick<Installation, 'bankCode' | 'branchCode' | 'accountNo' | 'accountNameKana' | 'introducerId'>,
  ): Promise<{ bankName: string; branchName: string }> {
    const p = this.page;
    await this.field(/^金融機関コード/).fill(i.bankCode);
    const bankName = (await p.getByText(/^金融機関名：/).innerText()).replace('金融機関名：', '');
    await this.field(/^支店コード/).fill(i.branchCode);
    const branchName = (await p.getByText(/^支店名：/).innerText()).replace('支店名：', '');
    await this.field(/^口座番号/).fill(i.accountNo);
    await this.field(/^口座名義/).fill(i.accountNameKana);
    await p.getByRole('checkbox', { name: '口座振替に関する規約に同意する' }).check();
    if (i.introducerId) await this.field(/^ご紹介コード/).fill(i.introducerId);
    return { bankName, branchName };
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: '次へ進む' }).click();
  }

  /** Answers the step (the step is already shown) and goes on. */
  async complete(i: Installation): Promise<void> {
    await this.fillWishes(i);
    await this.fillPayment(i);
    await this.next();
  }
}

/** Step 5: 重要事項の確認. */
export class TermsStep {
  constructor(readonly page: Page) {}

  get submit(): Locator {
    return this.page.getByRole('button', { name: /この内容で申し込む|送信しています/ });
  }

  async waitFor(): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: '重要事項の確認' }).waitFor();
  }

  async agreeToAll(): Promise<void> {
    const boxes = this.page.getByRole('group', { name: '以下の内容に同意します' }).getByRole('checkbox');
    for (const box of await boxes.all()) await box.check();
  }
}

/** Step 6: お申し込み完了. */
export class CompletedStep {
  constructor(readonly page: Page) {}

  async receptionNumber(): Promise<string> {
    await this.page.getByRole('heading', { level: 1, name: 'お申し込みを受け付けました' }).waitFor();
    return this.page.getByTestId('reception-number').innerText();
  }
}
