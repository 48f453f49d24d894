import { PlanDetail } from './plan-detail';

export default function PlanMansionPage() {
  return <PlanDetail kind="apartment" />;
}
