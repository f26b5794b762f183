import { SvgIcon } from '../svg-icon';

export default function OfficeIcon() {
  return (
    <SvgIcon>
      <rect x="8" y="16" width="32" height="22" rx="2" />
      <path d="M18 16v-4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v4M8 26h32" />
    </SvgIcon>
  );
}
