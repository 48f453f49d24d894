import { FIXTURE_NOW as NOW } from '@hikari/shared/testing/fixtures';
import { transferCheckSchema, transferRequestSchema } from './transfer-schema';
import { messages } from './messages';
import { validateWith, validationErrors } from './validate-with';

const check = {
  contractNumber: 'C12345678',
  holderNameKana: 'ヤマダ タロウ',
  phone: '0521234567',
  transferType: 'move',
};

const newAddress = {
  postalCode: '5140001',
  state: '三重県',
  city: '津市',
  town: '江戸橋',
  line1: '1-2',
  line2: '',
  line3: '',
};

const newHolder = {
  lastName: '山田',
  firstName: '花子',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'ハナコ',
  phone: '09012345678',
};

const move = { ...check, mail: 'taro@example.jp', desiredDate: '2025-09-01', newAddress };
const handover = {
  ...check,
  transferType: 'handover',
  mail: 'taro@example.jp',
  desiredDate: '2025-09-01',
  newHolder,
};

const errorsOf = (schema: typeof transferCheckSchema | typeof transferRequestSchema, value: object) =>
  validationErrors(schema, value, { now: NOW });

describe('transferCheckSchema', () => {
  it('accepts a contract to check and folds what was typed', () => {
    const result = validateWith(transferCheckSchema, {
      ...check,
      contractNumber: ' c1234-5678 ',
      holderNameKana: 'やまだ　たろう',
      phone: '052-123-4567',
    });
    expect(result).toEqual({ ok: true, value: { ...check, holderNameKana: 'ヤマダ　タロウ' } });
  });

  it.each([
    [
      { contractNumber: 'C1234567' },
      'contractNumber',
      'ご契約番号は「C」と8桁の数字で入力してください（例：C12345678）',
    ],
    [
      { contractNumber: 'D12345678' },
      'contractNumber',
      'ご契約番号は「C」と8桁の数字で入力してください（例：C12345678）',
    ],
    [{ contractNumber: '' }, 'contractNumber', 'ご契約番号を入力してください'],
    [{ holderNameKana: '山田太郎' }, 'holderNameKana', 'ご契約者名（カナ）は全角カタカナで入力してください'],
    [{ phone: '' }, 'phone', 'ご契約時の電話番号を入力してください'],
    [{ transferType: 'cancel' }, 'transferType', 'お手続きの種類を選択してください'],
  ])('%j → %s: %s', (overrides, path, message) => {
    expect(errorsOf(transferCheckSchema, { ...check, ...overrides })[path]).toBe(message);
  });
});

describe('transferRequestSchema', () => {
  it('accepts a move with the new address and drops a stray new holder', () => {
    const result = validateWith(transferRequestSchema, { ...move, newHolder }, { now: NOW });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.newAddress).toEqual(newAddress);
      expect('newHolder' in result.value).toBe(false);
    }
  });

  it('accepts a handover with the new holder and drops a stray address', () => {
    const result = validateWith(
      transferRequestSchema,
      { ...handover, newAddress: { postalCode: 'x' } },
      { now: NOW },
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect('newAddress' in result.value).toBe(false);
  });

  it.each([
    [{ ...move, newAddress: undefined }, 'newAddress', 'お引っ越し先のご住所を入力してください'],
    [
      { ...move, newAddress: { ...newAddress, postalCode: '514' } },
      'newAddress.postalCode',
      '郵便番号は7桁の数字で入力してください',
    ],
    [
      { ...move, newAddress: { ...newAddress, state: '大阪府' } },
      'newAddress.state',
      'お引っ越し先が提供エリア（愛知県・三重県・岐阜県・静岡県・長野県）外の場合は移転できません。サポート窓口へご連絡ください',
    ],
    [
      { ...move, newAddress: { ...newAddress, line1: '' } },
      'newAddress.line1',
      '丁目・番地を入力してください',
    ],
    [{ ...handover, newHolder: undefined }, 'newHolder', '新しいご契約者さまの情報を入力してください'],
    [
      { ...handover, newHolder: { ...newHolder, lastName: '山田😀' } },
      'newHolder.lastName',
      messages.pictograph('新しいご契約者の姓'),
    ],
    [
      { ...handover, newHolder: { ...newHolder, firstNameKana: 'hanako' } },
      'newHolder.firstNameKana',
      '新しいご契約者のメイは全角カタカナで入力してください',
    ],
    [
      { ...move, desiredDate: '2025-08-01' },
      'desiredDate',
      'ご希望日は2025年8月15日（金）以降の日付を選択してください（お手続きにはお申し込みから14日以上かかります）',
    ],
    [
      { ...move, desiredDate: '2025-08-14' },
      'desiredDate',
      'ご希望日は2025年8月15日（金）以降の日付を選択してください（お手続きにはお申し込みから14日以上かかります）',
    ],
    [{ ...move, desiredDate: '2025-10-31' }, 'desiredDate', 'ご希望日は90日以内の日付を選択してください'],
    [
      { ...move, mail: 'taro@' },
      'mail',
      'メールアドレスの形式が正しくありません。半角英数字でご入力ください',
    ],
  ])('%# → %s: %s', (value, path, message) => {
    expect(errorsOf(transferRequestSchema, value)[path]).toBe(message);
  });
});
