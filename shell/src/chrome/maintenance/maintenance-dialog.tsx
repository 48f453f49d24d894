import { useRef } from 'react';
import { ModalDialog } from '../dialog';
import { maintenanceCopy as copy } from './maintenance-copy';
import { MaintenancePeriodList } from './maintenance-period-list';

export interface MaintenanceDialogProps {
  title: string;
  text: string;
  /** The announced period, or null. */
  period: string | null;
  onClose: () => void;
}

/** The maintenance notice as a dialog the visitor confirms (MaintenanceModal decides when it shows). */
export function MaintenanceDialog({ title, text, period, onClose }: MaintenanceDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      onClose={onClose}
      labelledBy="maintenance-modal-title"
      describedBy="maintenance-modal-text"
      initialFocus={confirmRef}
      alert
    >
      <div className="maintenance-modal">
        <h2 id="maintenance-modal-title">{title}</h2>
        <p id="maintenance-modal-text" className="maintenance-text">
          {text}
        </p>
        <MaintenancePeriodList period={period} />
        <div className="actions actions--center">
          <button ref={confirmRef} type="button" className="button button--secondary" onClick={onClose}>
            {copy.close}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
