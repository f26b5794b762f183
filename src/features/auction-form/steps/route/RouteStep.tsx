import { StepPlaceholder } from '../../shell/StepPlaceholder';

/** Placeholder until the route-and-dates screen lands (owned by the route step's author). */
export default function RouteStep() {
  return <StepPlaceholder name="route" />;
}
