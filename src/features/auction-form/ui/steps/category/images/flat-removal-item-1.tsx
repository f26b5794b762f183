import { SvgIcon } from '../svg-icon';

export default function FlatIcon() {
  return (
    <SvgIcon>
      <rect x="12" y="6" width="24" height="36" rx="1" />
      <path d="M18 14h4M26 14h4M18 22h4M26 22h4M18 30h4M26 30h4M22 42v-6h4v6" />
    </SvgIcon>
  );
}
