import { SvgIcon } from '../svg-icon';

export default function MusicalInstrumentsIcon() {
  return (
    <SvgIcon>
      <path d="M18 36V10l20-4v26" />
      <circle cx="13" cy="36" r="5" />
      <circle cx="33" cy="32" r="5" />
    </SvgIcon>
  );
}
