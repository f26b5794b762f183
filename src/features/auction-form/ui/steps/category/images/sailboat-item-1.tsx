import { SvgIcon } from '../svg-icon';

export default function SailboatIcon() {
  return (
    <SvgIcon>
      <path d="M6 34h36l-5 6H11z" />
      <path d="M24 6v28M24 8l14 22H24M22 12L10 30h12" />
    </SvgIcon>
  );
}
