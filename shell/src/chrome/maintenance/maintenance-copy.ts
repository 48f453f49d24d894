import { maintenanceNoticeCopy } from '@hikari/shared/domain/core';

export const maintenanceCopy = {
  // Shared with the ops console's preview, so ops read what visitors will.
  ...maintenanceNoticeCopy,
  draftKept:
    'ご入力途中の内容は、このブラウザに残っています。メンテナンスが終わりましたら、このページを開き直して続きからお手続きください。',
  phoneHint: 'お急ぎの方は、お電話でもご相談いただけます。',
  close: '確認しました',
  backToTop: 'TOPに戻る',
} as const;
