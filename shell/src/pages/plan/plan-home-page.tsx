import { PlanDetail } from './plan-detail';

export default function PlanHomePage() {
  return <PlanDetail kind="home" />;
}
