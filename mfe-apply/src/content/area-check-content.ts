// Copy of /apply/area/ (step 1 of the application).

export const areaCheckCopy = {
  heading: '提供エリアの確認',
  lead: 'お申し込みの前に、光回線を設置するご住所がサービスの提供エリア内かを確認します。',
  loading: 'エリア検索を読み込んでいます…',
  loadFailedTitle: 'エリア検索を表示できませんでした',
  loadFailedBody:
    '通信状況などにより、エリア検索の読み込みに失敗しました。「もう一度読み込む」を押してください。解決しない場合は、お手数ですがお問い合わせください。',
  retry: 'もう一度読み込む',
  notServedTitle: 'このご住所では、お申し込みに進めません',
  notServedBody:
    '申し訳ございません。お調べしたご住所は現在提供エリア外のため、お申し込みを承ることができません。提供開始時のご案内をご希望の方は、お問い合わせフォームからご連絡ください。別のご住所は、下の検索結果から確認し直せます。',
  notAvailableTitle: 'この建物では、お申し込みに進めません',
  contact: 'お問い合わせ・ご相談',
  searchAgain: '別のご住所で確認する',
  failedTitle: 'エリアを確認できませんでした',
  failedBody: '通信状況などにより、エリアの確認に失敗しました。お手数ですが、もう一度お試しください。',
} as const;
