import { SvgIcon } from '../svg-icon';

export default function TractorIcon() {
  return (
    <SvgIcon>
      <circle cx="14" cy="32" r="8" />
      <circle cx="38" cy="35" r="5" />
      <path d="M14 24V12h12l4 12h10v11M22 32h11" />
    </SvgIcon>
  );
}
