import { SvgIcon } from '../svg-icon';

export default function GardenIcon() {
  return (
    <SvgIcon>
      <path d="M24 42V22M24 26c-8 0-12-6-12-12 8 0 12 4 12 12zM24 22c0-8 4-12 12-12 0 6-4 12-12 12zM14 42h20" />
    </SvgIcon>
  );
}
