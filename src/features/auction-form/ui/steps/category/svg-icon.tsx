import type { ReactNode } from 'react';

/** The frame every category icon shares: one stroke style, coloured by the tile's text colour. */
export function SvgIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width="48"
      height="48"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Shown when a category has no picture, or its image module is missing. */
export function GenericIcon() {
  return (
    <SvgIcon>
      <rect x="8" y="8" width="32" height="32" rx="6" />
      <path d="M14 34l8-10 6 7 4-5 6 8z" />
      <circle cx="30" cy="16" r="3" />
    </SvgIcon>
  );
}
