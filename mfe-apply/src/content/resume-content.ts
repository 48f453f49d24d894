// Copy of 「メールで続きを送る」 (the panel on every application step) and of
// /apply/resume/ (お申し込みの続き), the page its mailed link opens.

export const carryOnCopy = {
  open: 'メールで続きを送る',
  heading: 'メールで続きを送る',
  note: '入力済みの内容をサーバーに7日間保存し、続きを開くリンクをメールでお送りします。口座番号は保存しません。',
  loading: '読み込んでいます…',
  mail: 'メールアドレス',
  mailHint: '続きを開くリンクを、このメールアドレスにお送りします。',
  submit: '続きのリンクを送る',
  submitting: '送信しています…',
  sentTitle: 'メールを送信しました',
  close: '閉じる',
} as const;

/** The failure texts of SaveApplicationDraft (failureMessage in @hikari/shared/form-ui). */
export const carryOnFailureCopy = {
  title: '送信できませんでした',
  keptAnswers: '入力いただいた内容は、この画面にそのまま残っています。',
  invalidInput: '入力内容に誤りがあります。メッセージが表示されている項目をご確認ください。',
  networkError:
    '通信が切れたため、メールを送信できたかどうかを確認できませんでした。しばらくたってもメールが届かない場合は、もう一度「続きのリンクを送る」を押してください。',
  busy: 'ただいまアクセスが集中しています。少し時間をおいてから、もう一度「続きのリンクを送る」を押してください。',
  retryLater: 'しばらく時間をおいてから、もう一度「続きのリンクを送る」を押してください。',
  maintenance:
    'ただいまシステムメンテナンス中のため、メールを送信できませんでした。メンテナンスが終わりましたら、もう一度「続きのリンクを送る」を押してください。',
} as const;

export const resumeCopy = {
  lead: '「メールで続きを送る」でお送りしたリンクから、保存した入力内容の続きを開きます。',
  loading: '保存した入力内容を読み込んでいます…',

  noTokenTitle: 'メールに記載のリンクから開いてください',
  noToken:
    'このページは、「メールで続きを送る」でお送りしたメールのリンクから開きます。メールに記載のリンクを、もう一度そのまま開いてください。',

  restoredTitle: '保存していた入力内容を復元しました',
  restored: '続きの画面へ移動します。',
  continueLink: '続きから入力する',
  accountNoAgain: '口座番号は保存していないため、「設置先・お支払い」の画面でもう一度入力してください。',
  validUntil: (label: string) => `このリンクは${label}まで使えます。`,

  sentTitle: 'このお申し込みは送信済みです',
  sent: 'このお申し込みはすでに送信済みです。保存していた入力内容は削除しました。',
  topLink: 'トップページへ戻る',
  expiredTitle: 'リンクの有効期限が過ぎています',
  expired: 'リンクの有効期限（7日間）が過ぎたため、保存していた入力内容は削除しました。',
  startLink: 'はじめからお申し込みする',
  notFoundTitle: '保存した入力内容が見つかりませんでした',
  notFound:
    'リンクが正しくないか、一部が欠けている可能性があります。メールに記載のリンクを、もう一度そのまま開いてください。',
  brokenTitle: '保存した入力内容を読み込めませんでした',
  broken: 'お手数ですが、はじめからお申し込みください。',

  loadErrorTitle: '保存した入力内容を読み込めませんでした',
  loadError: '通信できなかったか、サーバーが混み合っています。少し時間をおいてから、もう一度お試しください。',
  reload: 'もう一度読み込む',
} as const;
