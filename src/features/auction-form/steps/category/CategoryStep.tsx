import { StepPlaceholder } from '../../shell/StepPlaceholder';

export default function CategoryStep() {
  return <StepPlaceholder name="categorySelection" />;
}
