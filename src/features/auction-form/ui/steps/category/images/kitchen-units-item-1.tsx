import { SvgIcon } from '../svg-icon';

export default function KitchenUnitIcon() {
  return (
    <SvgIcon>
      <rect x="6" y="10" width="36" height="30" rx="2" />
      <path d="M6 20h36M24 20v20M20 28v4M28 28v4" />
      <circle cx="14" cy="15" r="2" />
      <circle cx="22" cy="15" r="2" />
    </SvgIcon>
  );
}
