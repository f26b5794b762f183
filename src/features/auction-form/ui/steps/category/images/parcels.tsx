import { SvgIcon } from '../svg-icon';

export default function ParcelsIcon() {
  return (
    <SvgIcon>
      <rect x="8" y="12" width="32" height="26" rx="2" />
      <path d="M8 20h32M20 12v8M28 12v8" />
    </SvgIcon>
  );
}
