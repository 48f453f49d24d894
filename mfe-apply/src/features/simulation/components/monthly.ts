import { formatYen } from '@hikari/shared/domain';

/** 月額… of an amount, as every price of the simulation reads. */
export const monthly = (amount: number) => `月額${formatYen(amount)}`;
