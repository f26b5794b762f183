import { SvgIcon } from '../svg-icon';

export default function LargePackageIcon() {
  return (
    <SvgIcon>
      <path d="M6 16l18-8 18 8v20l-18 8-18-8z" />
      <path d="M6 16l18 8 18-8M24 24v20" />
      <path d="M14 12l20 8" />
    </SvgIcon>
  );
}
