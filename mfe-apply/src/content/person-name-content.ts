// The name fields of every request form (area notice, booking): one wording.
export const personNameCopy = {
  nameHeading: 'お名前',
  lastName: '姓',
  firstName: '名',
  lastNameKana: 'セイ',
  firstNameKana: 'メイ',
  kanaHint: '全角カタカナで入力してください（ひらがなで入力すると、カタカナに変換します）。',
} as const;
