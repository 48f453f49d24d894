// Copy of the phone consultation modal. The number is the one line for new
// customers' questions; it appears nowhere else in the shell. Like every number on the
// site it is fictional: the 0120-000 block is not assigned to any carrier.
export const PHONE_CONSULTATION = {
  title: 'お電話でのご相談',
  lead: '料金プランやお申し込み方法、提供エリアのことなど、専任のスタッフがお答えします。通話料は無料です。',
  number: '0120-000-111',
  hoursLabel: '受付時間',
  open: 'ただいまお電話を受け付けています。',
  closed: 'ただいま受付時間外です。受付時間内に改めてお電話ください。',
  callButton: '電話をかける',
  pickupLabel: 'Web受付コード',
  pickupNote: 'お電話の際にWeb受付コードをお伝えいただくと、ご案内がスムーズです。',
  close: '閉じる',
} as const;
