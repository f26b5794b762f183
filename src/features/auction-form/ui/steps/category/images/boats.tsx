import { SvgIcon } from '../svg-icon';

export default function BoatsIcon() {
  return (
    <SvgIcon>
      <path d="M4 30h40l-6 10H10z" />
      <path d="M14 30v-8h16l6 8" />
    </SvgIcon>
  );
}
