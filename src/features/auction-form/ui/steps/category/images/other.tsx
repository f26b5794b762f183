import { SvgIcon } from '../svg-icon';

export default function OtherIcon() {
  return (
    <SvgIcon>
      <rect x="8" y="8" width="32" height="32" rx="6" />
      <circle cx="17" cy="24" r="2" />
      <circle cx="24" cy="24" r="2" />
      <circle cx="31" cy="24" r="2" />
    </SvgIcon>
  );
}
