import { movingGuides } from '../../content/special-moving';
import { MovingGuidePage } from './moving-guide';

export default function ApartmentPage() {
  return <MovingGuidePage guide={movingGuides.apartment} />;
}
