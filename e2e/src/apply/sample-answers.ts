// The answers of a visitor whose application only has to go through: the
// tests that look at the answers themselves spell out their own.
import type { Applicant, Installation } from './apply-pages';

/** An applicant for the tests that only need the application to go through. */
export const sampleApplicant: Applicant = {
  lastName: '佐藤',
  firstName: '花子',
  lastNameKana: 'サトウ',
  firstNameKana: 'ハナコ',
  dob: ['1990', '7', '15'],
  phone: '052-987-6543',
  mail: 'hanako.sato@example.jp',
};

/** The installation answers and bank account of `sampleApplicant`. */
export const sampleInstallation: Installation = {
  carrier: 'フレッツ光',
  bankCode: '0005',
  branchCode: '251',
  accountNo: '1234567',
  accountNameKana: 'ｻﾄｳ ﾊﾅｺ',
};
