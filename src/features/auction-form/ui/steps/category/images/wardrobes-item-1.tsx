import { SvgIcon } from '../svg-icon';

export default function WardrobeIcon() {
  return (
    <SvgIcon>
      <rect x="12" y="6" width="24" height="34" rx="2" />
      <path d="M24 6v34M21 22v4M27 22v4M14 40v3M34 40v3" />
    </SvgIcon>
  );
}
