import { SvgIcon } from '../svg-icon';

export default function SofaIcon() {
  return (
    <SvgIcon>
      <path d="M10 22v-6a4 4 0 0 1 4-4h20a4 4 0 0 1 4 4v6" />
      <path d="M6 24a3 3 0 0 1 6 0v4h24v-4a3 3 0 0 1 6 0v10H6z" />
      <path d="M10 34v4M38 34v4" />
    </SvgIcon>
  );
}
