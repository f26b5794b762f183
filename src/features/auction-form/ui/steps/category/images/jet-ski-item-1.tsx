import { SvgIcon } from '../svg-icon';

export default function JetSkiIcon() {
  return (
    <SvgIcon>
      <path d="M4 32h32l8-6-4-4H24l-6-6h-6l2 6H8z" />
      <path d="M4 40c4 2 8 2 12 0s8-2 12 0 8 2 12 0" />
    </SvgIcon>
  );
}
