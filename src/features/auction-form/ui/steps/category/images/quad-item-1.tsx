import { SvgIcon } from '../svg-icon';

export default function QuadIcon() {
  return (
    <SvgIcon>
      <circle cx="12" cy="32" r="6" />
      <circle cx="36" cy="32" r="6" />
      <path d="M6 24h36M16 24l4-8h8l4 8M22 16v-4" />
    </SvgIcon>
  );
}
