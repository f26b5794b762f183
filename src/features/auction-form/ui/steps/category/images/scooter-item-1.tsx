import { SvgIcon } from '../svg-icon';

export default function ScooterIcon() {
  return (
    <SvgIcon>
      <circle cx="12" cy="34" r="4" />
      <circle cx="36" cy="34" r="4" />
      <path d="M12 34h16l6-20h6M28 34l-4-10H14" />
    </SvgIcon>
  );
}
