import { Link, useLocation } from 'react-router-dom';
import { paths } from '@hikari/shared/domain/core';
import { phoneModalOpened, useAppDispatch } from '@hikari/shared/store';
import { PHONE_CONSULTATION } from '../phone-modal';
import { useSettings } from '../../services/settings';
import { useAnalytics } from '../../services/tracking';
import { maintenanceCopy as copy } from './maintenance-copy';
import { MaintenancePeriodList } from './maintenance-period-list';
import { maintenancePeriodLabel } from './maintenance-period';

/**
 * Shown instead of the pages that send data to the back office while
 * maintenance mode is on: the settings text, the period, and the way to
 * reach a person meanwhile.
 */
export function MaintenancePage() {
  const settings = useSettings();
  const dispatch = useAppDispatch();
  const send = useAnalytics();
  const { pathname } = useLocation();
  const period = maintenancePeriodLabel(settings);

  const openPhone = () => {
    dispatch(phoneModalOpened());
    send({ type: 'modal', action: 'open', target: pathname, label: PHONE_CONSULTATION.title });
  };

  return (
    <section className="error-card maintenance-card" aria-labelledby="maintenance-heading">
      <h1 id="maintenance-heading">{copy.pageTitle}</h1>
      <p className="maintenance-text">{settings.maintenance.text || copy.pageDefault}</p>
      <MaintenancePeriodList period={period} />
      <p data-testid="maintenance-draft-kept">{copy.draftKept}</p>
      <p>{copy.phoneHint}</p>
      <div className="actions actions--center">
        <button type="button" className="button button--primary" onClick={openPhone}>
          {PHONE_CONSULTATION.title}
        </button>
        <Link to={paths.top} className="button button--ghost">
          {copy.backToTop}
        </Link>
      </div>
    </section>
  );
}
