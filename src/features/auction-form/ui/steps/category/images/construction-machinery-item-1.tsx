import { SvgIcon } from '../svg-icon';

export default function ExcavatorIcon() {
  return (
    <SvgIcon>
      <path d="M4 40h26M6 40v-8h20v8" />
      <path d="M10 32v-8h10l4 8M24 28l10-14 8 6-4 6" />
    </SvgIcon>
  );
}
