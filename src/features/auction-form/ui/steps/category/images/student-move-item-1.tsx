import { SvgIcon } from '../svg-icon';

export default function StudentMoveIcon() {
  return (
    <SvgIcon>
      <path d="M4 18l20-8 20 8-20 8z" />
      <path d="M12 22v8c0 3 6 6 12 6s12-3 12-6v-8M44 18v10" />
    </SvgIcon>
  );
}
