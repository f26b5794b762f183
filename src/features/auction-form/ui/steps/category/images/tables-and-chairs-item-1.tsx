import { SvgIcon } from '../svg-icon';

export default function TableAndChairIcon() {
  return (
    <SvgIcon>
      <path d="M4 22h24M8 22v16M24 22v16" />
      <path d="M34 8v30M34 26h10v12" />
    </SvgIcon>
  );
}
