import { SvgIcon } from '../svg-icon';

export default function PianoIcon() {
  return (
    <SvgIcon>
      <rect x="6" y="12" width="36" height="24" rx="2" />
      <path d="M6 24h36M12 24v12M18 24v12M24 24v12M30 24v12M36 24v12" />
    </SvgIcon>
  );
}
