import { ConstructionGuidePage } from './construction-guide';

export default function ConstructionHomePage() {
  return <ConstructionGuidePage kind="home" />;
}
