import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { phoneModalClosed, useAppDispatch } from '@hikari/shared/store';
import { useNow } from '../../services/clock';
import { ModalDialog } from '../dialog';
import { MenuIcon } from '../menu';
import { useSettings } from '../../services/settings';
import { useAnalytics } from '../../services/tracking';
import { callHoursLabel, isWithinCallHours } from './call-hours';
import { PHONE_CONSULTATION as copy } from './phone-consultation-copy';

/**
 * The phone consultation modal the header button opens (docs/business-rules.md#header-menus-and-banners).
 * Mounted while open (PhoneModal, phone-modal.tsx).
 */
export function PhoneModalDialog() {
  const dispatch = useAppDispatch();
  const send = useAnalytics();
  const { pathname } = useLocation();
  const { callTime, pickupId } = useSettings();
  const now = useNow();
  const closeRef = useRef<HTMLButtonElement>(null);
  const accepting = isWithinCallHours(callTime, now);

  const close = () => {
    dispatch(phoneModalClosed());
    send({ type: 'modal', action: 'close', target: pathname, label: copy.title });
  };

  return (
    <ModalDialog
      onClose={close}
      labelledBy="phone-modal-title"
      describedBy="phone-modal-lead"
      initialFocus={closeRef}
    >
      <div className="phone-modal">
        <h2 id="phone-modal-title">{copy.title}</h2>
        <p id="phone-modal-lead">{copy.lead}</p>
        <p className="phone-modal__number">
          <MenuIcon name="phone" />
          {accepting ? (
            // Named by its content, so the name holds the visible number (WCAG 2.5.3).
            <a href={`tel:${copy.number.replace(/-/g, '')}`}>
              <span className="visually-hidden">{copy.callButton}：</span>
              {copy.number}
            </a>
          ) : (
            <span>{copy.number}</span>
          )}
        </p>
        <dl className="phone-modal__facts">
          <div>
            <dt>{copy.hoursLabel}</dt>
            <dd>{callHoursLabel(callTime)}</dd>
          </div>
          <div>
            <dt>{copy.pickupLabel}</dt>
            <dd>{pickupId}</dd>
          </div>
        </dl>
        <p
          className={accepting ? 'phone-modal__status' : 'phone-modal__status phone-modal__status--closed'}
          role="status"
        >
          {accepting ? copy.open : copy.closed}
        </p>
        <p className="phone-modal__note">{copy.pickupNote}</p>
        <div className="actions actions--center">
          <button ref={closeRef} type="button" className="button button--ghost" onClick={close}>
            {copy.close}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
