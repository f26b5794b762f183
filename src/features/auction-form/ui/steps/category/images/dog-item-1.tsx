import { SvgIcon } from '../svg-icon';

export default function DogIcon() {
  return (
    <SvgIcon>
      <circle cx="24" cy="31" r="8" />
      <circle cx="12" cy="20" r="4" />
      <circle cx="19" cy="11" r="4" />
      <circle cx="29" cy="11" r="4" />
      <circle cx="36" cy="20" r="4" />
    </SvgIcon>
  );
}
