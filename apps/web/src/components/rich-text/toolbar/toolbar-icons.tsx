// The toolbar's icons: 16 px line drawings that take the button's text colour.
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const toolbarIcons = {
  bold: (
    <Icon>
      <path d="M4.5 2.5h4.25a2.75 2.75 0 0 1 0 5.5H4.5zM4.5 8h5a2.75 2.75 0 0 1 0 5.5h-5z" strokeWidth="2" />
    </Icon>
  ),
  italic: (
    <Icon>
      <path d="M6.5 2.5h6M3.5 13.5h6M9.5 2.5l-3 11" />
    </Icon>
  ),
  underline: (
    <Icon>
      <path d="M4 2.5v5a4 4 0 0 0 8 0v-5M3 14h10" />
    </Icon>
  ),
  strikethrough: (
    <Icon>
      <path d="M2.5 8h11M11 4.5C10.5 3.3 9.4 2.5 8 2.5c-1.9 0-3.2 1-3.2 2.5 0 .9.4 1.6 1.3 2M5 11.5c.5 1.3 1.6 2 3 2 1.9 0 3.2-1 3.2-2.5 0-.5-.1-.8-.3-1.1" />
    </Icon>
  ),
  code: (
    <Icon>
      <path d="M5.5 4 1.5 8l4 4M10.5 4l4 4-4 4" />
    </Icon>
  ),
  textColor: (
    <Icon>
      <path d="M4 12 8 2.5 12 12M5.5 8.5h5" />
    </Icon>
  ),
  backgroundColor: (
    <Icon>
      <path d="m3 9 5.5-5.5 4 4L7 13H3zM10.5 13.5h3" />
    </Icon>
  ),
  bulletList: (
    <Icon>
      <path d="M6 4h8M6 8h8M6 12h8" />
      <circle cx="2.5" cy="4" r=".75" fill="currentColor" />
      <circle cx="2.5" cy="8" r=".75" fill="currentColor" />
      <circle cx="2.5" cy="12" r=".75" fill="currentColor" />
    </Icon>
  ),
  numberedList: (
    <Icon>
      <path d="M6.5 4h7.5M6.5 8h7.5M6.5 12h7.5M2 2.75l1-.5V6M1.75 9.25c.3-.5 1.9-.7 1.9.4 0 .8-1.9 1.6-1.9 2.6h2" />
    </Icon>
  ),
  indent: (
    <Icon>
      <path d="M2 3h12M7 6.5h7M7 10h7M2 13.5h12M2 6l2.5 2L2 10" />
    </Icon>
  ),
  outdent: (
    <Icon>
      <path d="M2 3h12M7 6.5h7M7 10h7M2 13.5h12M4.5 6 2 8l2.5 2" />
    </Icon>
  ),
  link: (
    <Icon>
      <path d="M6.5 9.5a3 3 0 0 0 4.2 0l2.3-2.3a3 3 0 0 0-4.2-4.2l-.9.9M9.5 6.5a3 3 0 0 0-4.2 0L3 8.8A3 3 0 0 0 7.2 13l.9-.9" />
    </Icon>
  ),
  table: (
    <Icon>
      <rect x="2" y="2.5" width="12" height="11" rx="1" />
      <path d="M2 6.25h12M2 9.75h12M6 2.5v11M10 2.5v11" />
    </Icon>
  ),
  undo: (
    <Icon>
      <path d="M5 3 2 6l3 3M2 6h7.5a4 4 0 0 1 0 8H6" />
    </Icon>
  ),
  redo: (
    <Icon>
      <path d="m11 3 3 3-3 3M14 6H6.5a4 4 0 0 0 0 8H10" />
    </Icon>
  ),
  clearFormatting: (
    <Icon>
      <path d="M3 3.5h8M7 3.5l-2.5 10M10 10l4 4M14 10l-4 4" />
    </Icon>
  ),
  picture: (
    <Icon>
      <rect x="1.75" y="2.75" width="12.5" height="10.5" rx="1.5" />
      <circle cx="5.5" cy="6.25" r="1.25" />
      <path d="M14.25 10.5l-3.5-3.5-6.5 6.25" />
    </Icon>
  ),
  paperclip: (
    <Icon>
      <path d="M13.5 7.5l-5.6 5.6a3.5 3.5 0 0 1-5-5l5.8-5.8a2.3 2.3 0 0 1 3.3 3.3L6.2 11.4a1.2 1.2 0 0 1-1.7-1.7l5.2-5.2" />
    </Icon>
  ),
  chevron: (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      <path
        d="m3 4.5 3 3 3-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  ),
};
