import { selectIsPhoneModalOpen, useAppSelector } from '@hikari/shared/store';
import { openedLater } from '../../lib';

/** Its code comes with the frame's other dialogs, after the page (openedLater). */
const PhoneModalWhenOpen = openedLater(() =>
  import(/* webpackChunkName: "dialogs" */ './phone-modal-dialog').then((m) => m.PhoneModalDialog),
);

/** The phone consultation modal (phone-modal-dialog.tsx), while the store says it is open. */
export function PhoneModal() {
  const open = useAppSelector(selectIsPhoneModalOpen);
  return <PhoneModalWhenOpen open={open} />;
}
