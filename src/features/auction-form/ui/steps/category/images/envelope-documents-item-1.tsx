import { SvgIcon } from '../svg-icon';

export default function EnvelopeIcon() {
  return (
    <SvgIcon>
      <rect x="6" y="12" width="36" height="24" rx="2" />
      <path d="M6 14l18 12 18-12" />
    </SvgIcon>
  );
}
