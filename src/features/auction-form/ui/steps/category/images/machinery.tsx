import { SvgIcon } from '../svg-icon';

export default function MachineryIcon() {
  return (
    <SvgIcon>
      <circle cx="24" cy="24" r="6" />
      <circle cx="24" cy="24" r="13" />
      <path d="M24 5v6M24 37v6M5 24h6M37 24h6M10.5 10.5l4.2 4.2M33.3 33.3l4.2 4.2M10.5 37.5l4.2-4.2M33.3 14.7l4.2-4.2" />
    </SvgIcon>
  );
}
