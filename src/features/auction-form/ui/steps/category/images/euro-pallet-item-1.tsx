import { SvgIcon } from '../svg-icon';

export default function EuroPalletIcon() {
  return (
    <SvgIcon>
      <path d="M4 26h40M4 32h40M4 38h40M8 26v12M24 26v12M40 26v12" />
      <rect x="10" y="10" width="28" height="16" rx="1" />
    </SvgIcon>
  );
}
