import { ConstructionGuidePage } from './construction-guide';

export default function ConstructionMansionPage() {
  return <ConstructionGuidePage kind="apartment" />;
}
