// How the fees of a new line are paid: the choices of the application form
// (apply-form3, stored as `bank.type`). Every one of them is 口座振替, as the
// important matters state; pages that tell how to pay read this list.

/**
 * 'bank': the account is entered on the web (口座振替・Web); 'paper': the
 * account transfer form is posted to the applicant (口座振替依頼書).
 */
export const PAYMENT_TYPES = ['bank', 'paper'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The name of each payment choice, as the stored answers and the FAQ give it. */
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  bank: '口座振替（Webで口座を登録）',
  paper: '口座振替（申込用紙を郵送で受け取る）',
};
