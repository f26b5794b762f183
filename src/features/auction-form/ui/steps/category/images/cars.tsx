import { SvgIcon } from '../svg-icon';

export default function CarsIcon() {
  return (
    <SvgIcon>
      <path d="M6 31v-7l5-8h26l5 8v7z" />
      <path d="M10 24h28" />
      <circle cx="14" cy="33" r="4" />
      <circle cx="34" cy="33" r="4" />
    </SvgIcon>
  );
}
