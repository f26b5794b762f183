import { SvgIcon } from '../svg-icon';

export default function BedIcon() {
  return (
    <SvgIcon>
      <path d="M6 12v28M6 30h36v10M42 30v-6a4 4 0 0 0-4-4H20v10" />
      <circle cx="13" cy="24" r="3" />
    </SvgIcon>
  );
}
