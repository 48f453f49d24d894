// Page objects of the two request flows of mfe-apply: /transfer/ (check, then
// request) and /contact/ (one booking form). Locators go by role and label,
// the way a visitor finds things.
import type { Locator, Page } from 'playwright-core';

export interface CheckAnswers {
  contractNumber: string;
  holderNameKana: string;
  phone: string;
  type: 'move' | 'handover';
}

export interface MoveAnswers {
  postalCode: string;
  line1: string;
  desiredDate: string;
  mail: string;
}

export class TransferFlow {
  constructor(private readonly page: Page) {}

  field(label: RegExp): Locator {
    return this.page.getByLabel(label);
  }

  async open(): Promise<void> {
    await this.page.goto('/transfer/');
    await this.page.getByRole('heading', { level: 2, name: 'ご契約内容の確認' }).waitFor();
  }

  async check(answers: CheckAnswers): Promise<Locator> {
    await this.field(/^ご契約番号/).fill(answers.contractNumber);
    await this.field(/^ご契約者名（カナ）/).fill(answers.holderNameKana);
    await this.field(/^ご契約時の電話番号/).fill(answers.phone);
    await this.page
      .getByRole('radio', { name: answers.type === 'move' ? /お引っ越し（移転）/ : /名義変更/ })
      .check();
    await this.page.getByRole('button', { name: 'お手続きできるか確認する' }).click();
    const title = this.page.getByTestId('transfer-check-title');
    await title.waitFor();
    return title;
  }

  fee(): Locator {
    return this.page.getByTestId('transfer-fee');
  }

  deadline(): Locator {
    return this.page.getByTestId('transfer-deadline');
  }

  /** Fills the new address through the postal look-up, then the day and the mail address. */
  async fillMove(answers: MoveAnswers): Promise<void> {
    await this.field(/^郵便番号/).fill(answers.postalCode);
    await this.page.getByRole('button', { name: '住所を検索' }).click();
    await this.page.getByText(/を入力しました。/).waitFor();
    await this.field(/^丁目・番地/).fill(answers.line1);
    await this.field(/^ご希望日/).fill(answers.desiredDate);
    await this.field(/^メールアドレス/).fill(answers.mail);
  }

  /** Double-clicks the send button, as an impatient visitor does, and waits for the reception. */
  async sendTwice(): Promise<string> {
    await this.page.getByRole('button', { name: 'この内容で申し込む' }).dblclick();
    const message = this.page.getByTestId('transfer-received-message');
    await message.waitFor();
    return message.innerText();
  }
}

export interface BookingAnswers {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  phone: string;
  mail: string;
  postalCode: string;
  address: string;
  topic: string;
  firstChoiceDate: string;
  secondChoiceDate: string;
}

export class ContactFlow {
  constructor(private readonly page: Page) {}

  field(label: RegExp): Locator {
    return this.page.getByLabel(label);
  }

  async open(): Promise<void> {
    await this.page.goto('/contact/');
    await this.page.getByRole('form', { name: '工事日・ご訪問のご予約' }).waitFor();
  }

  async fillNameAndPhone(answers: Pick<BookingAnswers, 'lastName' | 'firstName' | 'phone'>): Promise<void> {
    await this.field(/^姓/).fill(answers.lastName);
    await this.field(/^名/).fill(answers.firstName);
    await this.field(/^電話番号/).fill(answers.phone);
  }

  async fillRest(answers: BookingAnswers): Promise<void> {
    await this.field(/^セイ/).fill(answers.lastNameKana);
    await this.field(/^メイ/).fill(answers.firstNameKana);
    await this.field(/^メールアドレス/).fill(answers.mail);
    // The topic first: only a visit asks for the address and the dates.
    await this.page.getByRole('radio', { name: answers.topic }).check();
    await this.field(/^郵便番号/).fill(answers.postalCode);
    await this.field(/^ご住所/).fill(answers.address);
    await this.field(/^第1希望日/).fill(answers.firstChoiceDate);
    await this.page
      .getByRole('group', { name: /第1希望の時間帯/ })
      .getByRole('radio', { name: '10時～12時' })
      .check();
    await this.field(/^第2希望日/).fill(answers.secondChoiceDate);
    await this.page
      .getByRole('group', { name: /第2希望の時間帯/ })
      .getByRole('radio', { name: '13時～15時' })
      .check();
  }

  /** Double-clicks the send button and answers the reception number shown. */
  async sendTwice(): Promise<string> {
    await this.page.getByRole('button', { name: 'この内容で予約を申し込む' }).dblclick();
    const reception = this.page.getByTestId('contact-reception-id');
    await reception.waitFor();
    return (await reception.innerText()).trim();
  }
}
