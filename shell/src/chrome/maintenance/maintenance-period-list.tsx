import { maintenanceCopy as copy } from './maintenance-copy';

/** The announced period under the maintenance text (modal and page), nothing when there is none. */
export function MaintenancePeriodList({ period }: { period: string | null }) {
  if (!period) return null;
  return (
    <dl className="maintenance-period">
      <dt>{copy.periodLabel}</dt>
      <dd>{period}</dd>
    </dl>
  );
}
