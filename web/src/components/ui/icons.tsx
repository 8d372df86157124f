import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Line icons on a 24-unit grid, always decorative: the control around them carries the label. The
 * calls below are marked pure so each chunk keeps only the icons it uses. */
function icon(paths: ReactNode) {
  return function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const EyeIcon = /* @__PURE__ */ icon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = /* @__PURE__ */ icon(
  <>
    <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3 3.9M6.6 6.6C3.7 8.5 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
);
export const MenuIcon = /* @__PURE__ */ icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = /* @__PURE__ */ icon(<path d="M6 6l12 12M18 6 6 18" />);
export const ChevronLeftIcon = /* @__PURE__ */ icon(<path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = /* @__PURE__ */ icon(<path d="m9 18 6-6-6-6" />);
export const ChevronDownIcon = /* @__PURE__ */ icon(<path d="m6 9 6 6 6-6" />);
export const ArrowRightIcon = /* @__PURE__ */ icon(<path d="M5 12h14m-6-6 6 6-6 6" />);
export const CheckIcon = /* @__PURE__ */ icon(<path d="m5 12.5 4.5 4.5L19 7.5" />);
export const BellIcon = /* @__PURE__ */ icon(
  <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8.5 3 8.5H3S6 15 6 8Zm4.3 12a1.9 1.9 0 0 0 3.4 0" />,
);
export const FlameIcon = /* @__PURE__ */ icon(
  <path d="M12 22c4 0 7-2.7 7-6.8 0-3.9-2.6-6.3-4.3-8.9-.5 2.2-1.6 3.5-3 4.2.2-3.4-1.3-6.5-4.2-8.5.2 3.8-2.5 6-2.5 10.9C5 18.9 8 22 12 22Z" />,
);
export const HomeIcon = /* @__PURE__ */ icon(
  <>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V21h14V9.5M10 21v-6h4v6" />
  </>,
);
export const CompassIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
  </>,
);
export const BookIcon = /* @__PURE__ */ icon(
  <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5v-15Zm0 15A2.5 2.5 0 0 0 6.5 23H20v-5" />,
);
export const QuizIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.3a2.6 2.6 0 0 1 5 .9c0 1.7-2.5 2.3-2.5 3.8M12 17h.01" />
  </>,
);
export const ClipboardIcon = /* @__PURE__ */ icon(
  <>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1M9 11h6M9 15h4" />
  </>,
);
export const UsersIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.5 3.2-5.5 6.5-5.5s5.9 2 6.5 5.5M16 4.7a3.5 3.5 0 0 1 0 6.6M18 14.8c2 .7 3.2 2.5 3.5 5.2" />
  </>,
);
export const CalendarIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);
export const CalendarPlusIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
  </>,
);
export const VideoIcon = /* @__PURE__ */ icon(
  <>
    <rect x="2.5" y="6" width="13" height="12" rx="2" />
    <path d="m15.5 10.5 6-3.5v10l-6-3.5" />
  </>,
);
export const UserCheckIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.5 3.2-5.5 6.5-5.5 1.6 0 3 .5 4.1 1.3M15.5 18l2 2 4-4.5" />
  </>,
);
export const UserCogIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.5 3.2-5.5 6.5-5.5 1 0 1.9.2 2.7.5" />
    <circle cx="18" cy="17" r="2.2" />
    <path d="M18 13.3v1.5M18 19.2v1.5M21.7 17h-1.5M15.8 17h-1.5" />
  </>,
);
export const PlusSquareIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
    <path d="M12 8v8M8 12h8" />
  </>,
);
export const LayersIcon = /* @__PURE__ */ icon(
  <>
    <path d="m12 3 9 5-9 5-9-5 9-5Z" />
    <path d="m3 13 9 5 9-5" />
  </>,
);
export const SendIcon = /* @__PURE__ */ icon(
  <path d="M21.5 2.5 10.8 13.2M21.5 2.5 15 21.5l-4.2-8.3-8.3-4.2 19-6.5Z" />,
);
export const TicketIcon = /* @__PURE__ */ icon(
  <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4V8Zm10-2v12" />,
);
export const MailIcon = /* @__PURE__ */ icon(
  <>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <path d="m3 6.5 9 6.5 9-6.5" />
  </>,
);
export const PenIcon = /* @__PURE__ */ icon(
  <>
    <path d="M4 20h4L19.5 8.5a2.8 2.8 0 0 0-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </>,
);
export const ListChecksIcon = /* @__PURE__ */ icon(
  <path d="m3 6 2 2 3.5-3.5M3 15l2 2 3.5-3.5M12 7h9M12 16h9" />,
);
export const FolderIcon = /* @__PURE__ */ icon(
  <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5v-12Z" />,
);
export const FileTextIcon = /* @__PURE__ */ icon(
  <>
    <path d="M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8l-5-5Z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </>,
);
export const UserIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c.8-4 4-6.5 8-6.5s7.2 2.5 8 6.5" />
  </>,
);
export const SettingsIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </>,
);
export const LogOutIcon = /* @__PURE__ */ icon(
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
);
export const PanelLeftIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M9 4v16" />
  </>,
);
export const GlobeIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
  </>,
);
export const MapPinIcon = /* @__PURE__ */ icon(
  <>
    <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const SparklesIcon = /* @__PURE__ */ icon(
  <path d="M12 3.5 13.8 9l5.7 1.9-5.7 1.8L12 18.5l-1.8-5.8L4.5 11l5.7-2L12 3.5ZM19 3v3M17.5 4.5h3M5 17.5v3M3.5 19h3" />,
);
