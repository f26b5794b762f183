import { SvgIcon } from '../svg-icon';

export default function BricksIcon() {
  return (
    <SvgIcon>
      <rect x="6" y="28" width="16" height="10" />
      <rect x="26" y="28" width="16" height="10" />
      <rect x="16" y="14" width="16" height="10" />
    </SvgIcon>
  );
}
