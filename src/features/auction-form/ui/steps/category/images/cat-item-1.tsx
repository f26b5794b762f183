import { SvgIcon } from '../svg-icon';

export default function CatIcon() {
  return (
    <SvgIcon>
      <path d="M10 16l4-10 6 6h8l6-6 4 10v12c0 8-7 14-14 14S10 36 10 28z" />
      <circle cx="19" cy="24" r="1.5" />
      <circle cx="29" cy="24" r="1.5" />
      <path d="M22 31h4" />
    </SvgIcon>
  );
}
