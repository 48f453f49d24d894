// Copy of /apply/status/ (お申し込み状況): the application as the visitor
// follows it, opened from the link on the completion page and in the mails.
// The stages, what happens next and the slot rule come from the server (and
// the shared domain), so this file holds only the page's own words.

export const followCopy = {
  lead: 'お申し込みの受付番号ごとに、手続きの進み具合と工事日を確認できます。',
  loading: 'お申し込み状況を読み込んでいます…',

  noTokenTitle: 'お申し込みごとのリンクから開いてください',
  noTokenBody: [
    'このページは、お申し込みごとのリンクから開きます。リンクは、お申し込み完了の画面と、お申し込みの受付後にお送りしたメールに記載しています。',
    'メールが見つからない場合は、迷惑メールのフォルダもご確認ください。',
  ],
  noTokenContact: 'リンクが見つからない場合は、受付番号をお手元にご用意のうえ、',
  contactLink: 'お問い合わせフォーム',
  contactAfter: 'からお問い合わせください。',

  notFoundTitle: 'お申し込みが見つかりませんでした',
  notFound:
    'リンクが正しくないか、一部が欠けている可能性があります。メールに記載のリンクを、もう一度そのまま開いてください。',
  tooManyTitle: 'しばらく時間をおいてお試しください',
  tooMany:
    '正しくないリンクでのアクセスが続いたため、一時的に表示を止めています。しばらく時間をおいてから、メールに記載のリンクをもう一度開いてください。',
  contactNote: '解決しない場合は、受付番号をお手元にご用意のうえ、',

  loadErrorTitle: 'お申し込み状況を読み込めませんでした',
  loadError: '通信できなかったか、サーバーが混み合っています。少し時間をおいてから、もう一度お試しください。',
  reload: 'もう一度読み込む',

  summaryHeading: 'お申し込みの内容',
  receptionId: '受付番号',
  receivedAt: '受付日時',
  name: 'ご契約者さま',
  plan: 'プラン',
  ordered: 'お申し込みのサービス',
  feesHeading: '料金',
  monthlyFirstYear: '月額料金（1年目）',
  monthlyAfterFirstYear: '月額料金（2年目以降）',
  oneTimeTotal: '初期費用の合計',
  cashBack: 'キャッシュバック',
  noCashBack: 'なし',
  effective: (months: number) => `実質月額（${months}ヶ月平均）`,
  taxNote: '金額はすべて税込です。',

  stageHeading: '現在の状況',
  stageNow: '現在の状況：',
  stageListLabel: 'お申し込みから利用開始までの段階',
  stageState: {
    done: '（完了）',
    current: '（現在の段階）',
    upcoming: '（これから）',
    cancelled: '（取り消しのため行いません）',
  } as Record<string, string>,
  nextHeading: '次に行うこと',
} as const;

export const worksSlotCopy = {
  heading: '工事日',
  booked: '予約中の工事日',
  none: '未予約',
  holiday: '（休日工事）',
  deadline: '変更・取り消しの期限',

  chooseLegendNew: '工事日を予約する',
  chooseLegendChange: '工事日を変更する',
  chooseHint: '空いている日時だけを表示しています。ご希望の日時を選んでください。',
  alternativesLegend: '空いている近い日時',
  alternativesHint: '選んだ日時は予約が埋まりました。近い日時から選び直してください。',
  showAll: 'すべての空き日時から選ぶ',
  book: 'この日時で予約する',
  change: 'この日時に変更する',
  sending: '送信しています…',
  slotsLoading: '空いている日時を読み込んでいます…',
  slotsError: '空いている日時を読み込めませんでした。',
  slotsReload: 'もう一度読み込む',
  noSlots: '現在、ご予約いただける空き日時がありません。担当者からのお電話で工事日を調整します。',

  cancel: '工事日を取り消す',
  cancelTitle: '工事日の予約を取り消しますか',
  cancelBody: (label: string) =>
    `${label}の予約を取り消します。取り消したあとは、このページから改めて予約するか、担当者からのお電話で工事日を調整します。`,
  cancelConfirm: '予約を取り消す',
  cancelKeep: '取り消さない',

  resultTitle: {
    booked: '工事日を予約しました',
    changed: '工事日を変更しました',
    cancelled: '工事日の予約を取り消しました',
    taken: 'この日時は予約できませんでした',
    'too-late': '工事日を変更できませんでした',
    'not-found': 'お申し込みが見つかりませんでした',
  } as Record<string, string>,
  failureTitle: '工事日を変更できませんでした',

  maintenanceTitle: 'ただいまメンテナンス中です',
  maintenance:
    'メンテナンス中は、工事日の予約・変更・取り消しを受け付けておりません。メンテナンスが終わりましたら、このページからお手続きください。',
} as const;

/** The failure texts of changeWorksSlot (failureMessage in @hikari/shared/form-ui). */
export const worksSlotFailureCopy = {
  invalidInput: '選んだ日時を受け付けられませんでした。ページを読み込み直して、もう一度お選びください。',
  maintenance:
    'ただいまシステムメンテナンス中のため、工事日の予約・変更・取り消しを受け付けられませんでした。メンテナンスが終わりましたら、もう一度お手続きください。',
  networkError:
    '通信が切れたため、手続きができたかどうかを確認できませんでした。下に表示している工事日をご確認のうえ、必要であればもう一度お手続きください。',
  busy: 'ただいまアクセスが集中しています。少し時間をおいてから、もう一度お試しください。',
  retryLater:
    'しばらく時間をおいてから、もう一度お試しください。続けて手続きできない場合は、お問い合わせフォームからご連絡ください。',
} as const;
