import { SvgIcon } from '../svg-icon';

export default function HouseIcon() {
  return (
    <SvgIcon>
      <path d="M6 22L24 8l18 14" />
      <path d="M10 19v21h28V19" />
      <path d="M20 40V28h8v12" />
    </SvgIcon>
  );
}
