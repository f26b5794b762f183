import { SvgIcon } from '../svg-icon';

export default function MotorcyclesIcon() {
  return (
    <SvgIcon>
      <circle cx="11" cy="32" r="6" />
      <circle cx="37" cy="32" r="6" />
      <path d="M11 32l8-12h10l8 12M19 20l-3-6h-4M29 20l3-6h5" />
    </SvgIcon>
  );
}
