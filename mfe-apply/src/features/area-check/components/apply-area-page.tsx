import { Suspense, lazy, useCallback, useMemo, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@hikari/shared/domain';
import { areaChecked, areaResultApplied, useAppDispatch } from '@hikari/shared/store';
import { stepCompleted } from '../../apply-flow';
import {
  LinkButton,
  Notice,
  PageHeading,
  loadRemoteModule,
  useHydrating,
  type AreaSearchOutcome,
  type AreaSearchWidgetProps,
} from '@hikari/shared/ui';
import { areaCheckCopy as copy } from '../../../content/area-check-content';
import { areaVerdict, installationFromArea, type AreaVerdict } from '../area-outcome';
import { WidgetErrorBoundary } from './widget-error-boundary';

type WidgetModule = { default: ComponentType<AreaSearchWidgetProps> };

/**
 * /apply/area/: step 1. The search itself is mfe-area's widget, loaded at
 * run time; this page decides what its answer means for the application.
 *
 * The widget is never prerendered: this page's HTML belongs to mfe-apply's
 * release alone (a release or rollback of mfe-area must not leave it with
 * another version's markup). The server and the hydrating browser draw the
 * widget's reserved space; the widget comes once the page has hydrated.
 */
export function ApplyAreaPage() {
  const hydrating = useHydrating();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [verdict, setVerdict] = useState<AreaVerdict | null>(null);

  // React.lazy keeps a rejected import for good, so a retry needs a new lazy component.
  const Widget = useMemo(
    () => lazy(() => loadRemoteModule<WidgetModule>('mfe-area', 'area-search-widget')),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt forces a fresh load
    [attempt],
  );

  const onComplete = useCallback(
    ({ address, result }: AreaSearchOutcome) => {
      const outcome = areaVerdict(result);
      setVerdict(outcome);
      if (outcome !== 'served') return;
      dispatch(
        areaResultApplied({ buildingType: address.buildingType, prefecture: address.prefecture, result }),
      );
      dispatch(
        areaChecked({
          installationInfo: installationFromArea(address),
          areaData: result,
          buildingType: address.buildingType,
        }),
      );
      dispatch(stepCompleted(paths.applyArea));
      navigate(paths.applyForm);
    },
    [dispatch, navigate],
  );

  const fallback = (
    <section className="notice notice--error" role="alert" aria-labelledby="area-widget-failed">
      <h2 id="area-widget-failed" className="notice__title">
        {copy.loadFailedTitle}
      </h2>
      <p>{copy.loadFailedBody}</p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
          {copy.retry}
        </button>
        <LinkButton to={paths.contact} variant="ghost">
          {copy.contact}
        </LinkButton>
      </div>
    </section>
  );

  // The widget's height before its first answer, so that nothing moves when it comes.
  const widgetSpace = (
    <p className="loading loading--area-widget" role="status">
      {copy.loading}
    </p>
  );

  return (
    <>
      <PageHeading lead={copy.lead}>{copy.heading}</PageHeading>
      {verdict === 'notServed' || verdict === 'notAvailable' ? (
        <Notice tone="warning" title={verdict === 'notServed' ? copy.notServedTitle : copy.notAvailableTitle}>
          <p>{copy.notServedBody}</p>
          <div className="actions">
            <LinkButton to={paths.contact}>{copy.contact}</LinkButton>
          </div>
        </Notice>
      ) : null}
      {verdict === 'failed' ? (
        <Notice tone="error" title={copy.failedTitle}>
          {copy.failedBody}
        </Notice>
      ) : null}
      {hydrating ? (
        widgetSpace
      ) : (
        <WidgetErrorBoundary key={attempt} fallback={fallback}>
          <Suspense fallback={widgetSpace}>
            <Widget onComplete={onComplete} />
          </Suspense>
        </WidgetErrorBoundary>
      )}
    </>
  );
}
