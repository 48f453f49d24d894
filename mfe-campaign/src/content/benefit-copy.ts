// How a campaign's benefit reads on a card, in Japanese, built from the
// campaign definition passed in; no figure is written here.

import { formatYen, type CampaignDefinition } from '@hikari/shared/domain';

/**
 * The benefit in a few words for a card's amount line: '50,000円',
 * '月額980円（12ヶ月間）', '最大60,000円' … null when the definition has no
 * figure to show (a referral bonus whose amount the back office decides).
 */
export function benefitAmountLabel(definition: CampaignDefinition): string | null {
  const { amount, months } = definition;
  const period = months ? `（${months}ヶ月間）` : '';
  switch (definition.benefit) {
    case 'cashBack':
      return amount === null ? null : formatYen(amount);
    case 'coupon':
      return amount === null ? null : `${formatYen(amount)}分`;
    case 'monthlyPrice':
      return amount === null ? null : `月額${formatYen(amount)}${period}`;
    case 'monthlyDiscount':
      return amount === null ? null : `月額${formatYen(amount)}割引${period}`;
    case 'freeMonths':
      return months ? `${months}ヶ月間無料` : '無料';
    case 'refundCap':
      return amount === null ? null : `最大${formatYen(amount)}`;
    case 'waiver':
      if (amount === null) return '0円';
      return months ? `${formatYen(amount)}→実質0円（${months}ヶ月ご利用で）` : `${formatYen(amount)}→0円`;
    case 'freeLoan':
      return '無料';
  }
}
