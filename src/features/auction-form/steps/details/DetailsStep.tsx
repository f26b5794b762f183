import { StepPlaceholder } from '../../shell/StepPlaceholder';

/** Placeholder until the details screen lands (part 3). */
export default function DetailsStep() {
  return <StepPlaceholder name="shippingDetails" />;
}
