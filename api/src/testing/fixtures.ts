// Valid inputs for the API's other mutations, built the way the site builds
// them, for tests to send as they are or with one field broken. The
// application, the area search and the clock tests pin are the ones every
// package's tests share: @hikari/shared/testing/fixtures.

let keyCounter = 0;
/** A fresh idempotency key. */
export const newKey = () => `test-key-${Date.now().toString(36)}-${(keyCounter += 1)}`;

export const contactInput = () => ({
  lastName: '山田',
  firstName: '太郎',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'タロウ',
  phone: '052-123-4567',
  mail: 'taro@example.jp',
  postalCode: '460-0008',
  address: '愛知県名古屋市中区栄3-1-1',
  contractNumber: '',
  topic: 'construction',
  firstChoiceDate: '2025-08-10',
  firstChoiceTime: '10-12',
  secondChoiceDate: '2025-08-11',
  secondChoiceTime: '13-15',
  message: '',
});

/** Pinned demo contract C00000001 (ヤマダ タロウ, 0521234567, active). */
export const transferCheckInput = (transferType: 'move' | 'handover' = 'move') => ({
  contractNumber: 'C00000001',
  holderNameKana: 'ヤマダ　タロウ',
  phone: '052-123-4567',
  transferType,
});

export const transferRequestInput = (transferType: 'move' | 'handover' = 'move') => ({
  ...transferCheckInput(transferType),
  mail: 'taro@example.jp',
  desiredDate: '2025-08-30',
  ...(transferType === 'move'
    ? {
        newAddress: {
          postalCode: '5140004',
          state: '三重県',
          city: '津市',
          town: '栄町',
          line1: '1-10',
        },
      }
    : {
        newHolder: {
          lastName: '山田',
          firstName: '花子',
          lastNameKana: 'ヤマダ',
          firstNameKana: 'ハナコ',
          phone: '09012345678',
        },
      }),
});

export const upsellInput = () => ({
  contractNumber: 'C00000001',
  phone: '0521234567',
  options: { isMeshWiFi: true },
});
