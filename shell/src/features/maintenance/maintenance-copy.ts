export const maintenanceCopy = {
  modalTitle: 'メンテナンスのお知らせ',
  modalDefault:
    'システムメンテナンスを予定しております。メンテナンス中は、Webからのお申し込み・ご予約を受け付けることができません。ご不便をおかけしますが、ご理解のほどお願いいたします。',
  pageTitle: 'ただいまメンテナンス中です',
  pageDefault:
    'ただいまシステムメンテナンスを行っております。メンテナンス中は、Webからのお申し込み・ご予約を受け付けることができません。ご不便をおかけしますが、終了までしばらくお待ちください。',
  periodLabel: '期間',
  phoneHint: 'お急ぎの方は、お電話でもご相談いただけます。',
  close: '確認しました',
  backToTop: 'TOPに戻る',
} as const;
