import { SvgIcon } from '../svg-icon';

export default function HorseshoeIcon() {
  return (
    <SvgIcon>
      <path d="M14 40V22a10 10 0 0 1 20 0v18" />
      <path d="M10 40h8M30 40h8" />
    </SvgIcon>
  );
}
