import { StepPlaceholder } from '../../shell/StepPlaceholder';

/** Placeholder until the summary and submit land (part 4). */
export default function SummaryStep() {
  return <StepPlaceholder name="summary" />;
}
