import { movingGuides } from '../../content/special-moving';
import { MovingGuidePage } from './moving-guide';

export default function ShinchikuPage() {
  return <MovingGuidePage guide={movingGuides.shinchiku} />;
}
