import { BuildingTypeStep } from '../features/area-search/components/building-type-step';

/** The area search as a widget, embedded by /apply/area/ (mfe-apply). */
export function AreaSearchWidget() {
  return <BuildingTypeStep />;
}

export default AreaSearchWidget;
