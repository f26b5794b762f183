import { SvgIcon } from '../svg-icon';

export default function ClassicCarIcon() {
  return (
    <SvgIcon>
      <path d="M4 30c0-4 2-6 6-6l6-8h14l6 8c4 0 8 2 8 6z" />
      <circle cx="13" cy="31" r="4" />
      <circle cx="35" cy="31" r="4" />
    </SvgIcon>
  );
}
