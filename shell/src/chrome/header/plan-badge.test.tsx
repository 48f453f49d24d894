import { act, screen } from '@testing-library/react';
import { FAILED_AREA_RESULT } from '@hikari/shared/domain';
import {
  areaResultApplied,
  planDataChanged,
  planDataReplaced,
  planDataReset,
  selectPlanData,
} from '@hikari/shared/store';
import { createTestStore } from '@hikari/shared/testing';
import { renderShell } from '../../testing';
import { PlanBadge } from './plan-badge';

const servedApartment = {
  ...FAILED_AREA_RESULT,
  result: 'success' as const,
  isServiceArea: true,
  is10GArea: true,
  isRegister: true,
  mansionPlanType: 'VDSL',
};

describe('the 「選択中」 chip', () => {
  it('is not shown before the visitor chose anything: the defaults are not a choice', () => {
    renderShell(<PlanBadge />);
    expect(screen.queryByText(/選択中/)).not.toBeInTheDocument();
  });

  it("follows the area search's building type, and names no plan the visitor did not pick", () => {
    const bundle = createTestStore();
    renderShell(<PlanBadge />, { bundle });
    act(() => {
      bundle.store.dispatch(
        areaResultApplied({ buildingType: 1, prefecture: '愛知県', result: servedApartment }),
      );
    });
    expect(screen.getByText(/選択中/)).toHaveTextContent(/^選択中: マンション$/);

    // A later search as a home changes it.
    act(() => {
      bundle.store.dispatch(planDataChanged({ buildingType: 0 }));
    });
    expect(screen.getByText(/選択中/)).toHaveTextContent(/^選択中: 戸建て$/);
  });

  it('adds the plan once the visitor picks one, and goes when the choice is reset', () => {
    const bundle = createTestStore();
    renderShell(<PlanBadge />, { bundle });
    act(() => {
      bundle.store.dispatch(planDataChanged({ selectedPlan: 'plan1G' }));
    });
    expect(screen.getByText(/選択中/)).toHaveTextContent(/^選択中: 1ギガ$/);
    act(() => {
      bundle.store.dispatch(planDataChanged({ buildingType: 1 }));
    });
    expect(screen.getByText(/選択中/)).toHaveTextContent(/^選択中: マンション・1ギガ$/);

    act(() => {
      bundle.store.dispatch(planDataReset());
    });
    expect(screen.queryByText(/選択中/)).not.toBeInTheDocument();
  });

  it('shows both after a finished simulation, even when it kept the defaults', () => {
    const bundle = createTestStore();
    renderShell(<PlanBadge />, { bundle });
    act(() => {
      bundle.store.dispatch(planDataReplaced(selectPlanData(bundle.store.getState())));
    });
    expect(screen.getByText(/選択中/)).toHaveTextContent(/^選択中: 戸建て・10ギガ$/);
  });

  it('ignores changes that are not about the building or the plan (an option added from its page)', () => {
    const bundle = createTestStore();
    renderShell(<PlanBadge />, { bundle });
    act(() => {
      bundle.store.dispatch(planDataChanged({ isTV: true }));
    });
    expect(screen.queryByText(/選択中/)).not.toBeInTheDocument();
  });
});
