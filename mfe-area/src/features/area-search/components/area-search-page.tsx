import { useNavigate } from 'react-router-dom';
import { paths } from '@hikari/shared/domain';
import { areaChecked, areaResultApplied, planDataChanged, useAppDispatch } from '@hikari/shared/store';
import { PageHeading, type AreaSearchOutcome } from '@hikari/shared/ui';
import { pageCopy, resultCopy } from '../../../content/area-copy';
import { AreaSearch } from './area-search';

export interface AreaSearchPageProps {
  /** /area/home/. Default false. */
  startWithHome?: boolean;
}

/** Carries the answer into the estimate (plan data) and the application (installation address), then opens the simulation. */
function ToSimulationButton({ outcome }: { outcome: AreaSearchOutcome }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { address, result } = outcome;
  return (
    <button
      type="button"
      className="button button--primary"
      onClick={() => {
        dispatch(
          areaResultApplied({ buildingType: address.buildingType, prefecture: address.prefecture, result }),
        );
        dispatch(
          areaChecked({
            installationInfo: {
              postalCode: address.postalCode,
              state: address.prefecture,
              city: address.city,
              town: address.town,
              line1: `${address.chome ? `${address.chome}丁目` : ''}${address.banchi}`,
              line2: address.buildingType === 1 ? address.buildingName : '',
            },
            areaData: result,
            buildingType: address.buildingType,
          }),
        );
        navigate(paths.applyForm);
      }}
    >
      {resultCopy.toSimulation}
    </button>
  );
}

/** /area/ and /area/home/: the area search with the way on to the simulation. */
export function AreaSearchPage({ startWithHome = false }: AreaSearchPageProps) {
  const dispatch = useAppDispatch();
  return (
    <div className="area-search">
      <PageHeading lead={pageCopy.lead}>{startWithHome ? pageCopy.titleHome : pageCopy.title}</PageHeading>
      <AreaSearch
        surface="page"
        startWithHome={startWithHome}
        // The building searched for is the visitor's choice (the header's 「選択中」 chip follows it),
        // served or not; the rest of the answer joins the estimate when they go on to the simulation.
        onOutcome={({ address }) => dispatch(planDataChanged({ buildingType: address.buildingType }))}
        servedAction={(outcome) => <ToSimulationButton outcome={outcome} />}
      />
    </div>
  );
}

export function AreaHomeSearchPage() {
  return <AreaSearchPage startWithHome />;
}
