import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { maintenanceMessage } from '@hikari/shared/domain/core';
import { useNow } from '../../services/clock';
import { openedLater } from '../../lib';
import { useSettings } from '../../services/settings';
import { useAnalytics } from '../../services/tracking';
import { maintenanceCopy as copy } from './maintenance-copy';
import { maintenanceFingerprint, maintenancePeriodLabel } from './maintenance-period';

/** Its code comes with the frame's other dialogs, after the page (openedLater). */
const NoticeWhenOpen = openedLater(() =>
  import(/* webpackChunkName: "dialogs" */ './maintenance-dialog').then((m) => m.MaintenanceDialog),
);

const DISMISSED_KEY = 'hikari:maintenance-dismissed';

function readDismissed(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

function writeDismissed(value: string): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, value);
  } catch {
    // Without storage the notice simply comes back on the next page load.
  }
}

/**
 * The maintenance notice of docs/business-rules.md#maintenance: from 24 hours before the first
 * maintenance day to the end of the last (always, with isAlwaysDisplay),
 * never for the 'reserve' category. It follows the settings live, so a
 * switch by ops shows it on open pages. Once confirmed it stays closed for
 * the tab until ops announce a different maintenance. While maintenance is
 * on it says so (the page stays usable for browsing and the simulation);
 * on a page the maintenance page replaces, that page is the one message.
 */
export function MaintenanceModal() {
  const settings = useSettings();
  const now = useNow();
  const send = useAnalytics();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(readDismissed);
  const fingerprint = maintenanceFingerprint(settings);
  const message = maintenanceMessage(settings, now, pathname);
  const notice = message === 'ongoing' || message === 'upcoming';
  const open = notice && dismissed !== fingerprint;
  const title = message === 'ongoing' ? copy.ongoingTitle : copy.modalTitle;
  const fallbackText = message === 'ongoing' ? copy.ongoingDefault : copy.modalDefault;
  const period = maintenancePeriodLabel(settings);

  const close = () => {
    writeDismissed(fingerprint);
    setDismissed(fingerprint);
    send({ type: 'modal', action: 'close', target: pathname, label: title });
  };

  return (
    <NoticeWhenOpen
      open={open}
      title={title}
      text={settings.maintenance.text || fallbackText}
      period={period}
      onClose={close}
    />
  );
}
