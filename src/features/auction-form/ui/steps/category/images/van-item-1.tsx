import { SvgIcon } from '../svg-icon';

export default function VanIcon() {
  return (
    <SvgIcon>
      <path d="M4 32V14h26l8 8h6v10z" />
      <path d="M30 14v8h14" />
      <circle cx="13" cy="33" r="4" />
      <circle cx="35" cy="33" r="4" />
    </SvgIcon>
  );
}
