import { SvgIcon } from '../svg-icon';

export default function HalfPalletIcon() {
  return (
    <SvgIcon>
      <path d="M12 28h24M12 34h24M12 40h24M14 28v12M24 28v12M34 28v12" />
      <rect x="15" y="16" width="18" height="12" rx="1" />
    </SvgIcon>
  );
}
