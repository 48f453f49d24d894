// A complete, valid application in the store, as a visitor leaves it after form3.

import { defaultCustomerData, paths, type CustomerData } from '@hikari/shared/domain';
import {
  applicationDetailsChanged,
  planDataChanged,
  stepCompleted,
  telecomAgreementChanged,
  type AppStoreBundle,
} from '@hikari/shared/store';

export const validCustomer: CustomerData = {
  ...defaultCustomerData,
  applicantType: 'private',
  lastName: '山田',
  firstName: '太郎',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'タロウ',
  gender: 'male',
  dobYear: '1985',
  dobMonth: '4',
  dobDate: '1',
  daytimePhone: '0521234567',
  mail: 'taro@example.jp',
  mailConfirm: 'taro@example.jp',
  installationInfo: {
    ...defaultCustomerData.installationInfo,
    postalCode: '4600001',
    state: '愛知県',
    city: '名古屋市中区',
    town: '三の丸',
    line1: '1丁目2-3',
  },
  currentCarrier: 'フレッツ光',
  dowConstruction: ['sat'],
  contactHours: '10-12',
  bankInfo: {
    type: 'bank',
    isAgree: true,
    bankCode: '0005',
    bankName: '三菱ＵＦＪ',
    bankBranchCode: '251',
    bankBranch: '名古屋営業部',
    accountKind: 1,
    accountNo: '1234567',
    accountNameKana: 'ヤマダ　タロウ',
  },
};

/** Steps 1-3 done with valid answers; `agreed` also ticks every agreement of the terms page. */
export function fillApplication(
  bundle: AppStoreBundle,
  options: { agreed?: boolean; phone?: boolean } = {},
): void {
  const { store } = bundle;
  store.dispatch(
    planDataChanged({
      isAreaChecked: true,
      baseMenu: options.phone ? 1 : 0,
      isPhone: Boolean(options.phone),
    }),
  );
  store.dispatch(applicationDetailsChanged(validCustomer));
  for (const step of [paths.applyArea, paths.applyForm, paths.applyForm2, paths.applyForm3]) {
    store.dispatch(stepCompleted(step));
  }
  if (options.agreed) {
    store.dispatch(telecomAgreementChanged({ isNet: true, isPhone: Boolean(options.phone) }));
    store.dispatch(
      applicationDetailsChanged({
        isAgreeOfConstruction1: true,
        isAgreeOfConstruction2: true,
        isAgreeExplanation: true,
      }),
    );
  }
}
