/**
 * The shop's line icons as inline SVG (24×24, `currentColor`): they render the same everywhere,
 * unlike emoji, which show as empty boxes where no emoji font exists. Decorative by default
 * (`aria-hidden`); give a `title` to make one speak.
 */
import type { ReactNode, SVGProps } from 'react';

export type IconName =
  | 'home'
  | 'battles'
  | 'daily'
  | 'menu'
  | 'lock'
  | 'user'
  | 'bag'
  | 'plus'
  | 'wallet'
  | 'logout'
  | 'bolt'
  | 'clock'
  | 'shield'
  | 'bell';

const PATHS: Record<IconName, ReactNode> = {
  home: <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5" />,
  battles: (
    <>
      <path d="m4 4 9.5 9.5M4 4h4l9 9M4 4v4l9 9" />
      <path d="m20 4-6.5 6.5M20 4h-4l-3 3M20 4v4l-3 3" />
      <path d="m6 18 3-3M15 15l3 3M5 19l2 2M19 19l-2 2" />
    </>
  ),
  daily: (
    <>
      <rect x="3.5" y="9" width="17" height="11" rx="1.5" />
      <path d="M2.5 9h19V6.5h-19zM12 6.5V20M12 6.5C10 3 6.5 3 7 5.2 7.4 6.5 12 6.5 12 6.5Zm0 0c2-3.5 5.5-3.5 5-1.3-.4 1.3-5 1.3-5 1.3Z" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2.5" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c.8-4 3.8-6 7.5-6s6.7 2 7.5 6" />
    </>
  ),
  bag: (
    <>
      <path d="M5 8h14l-1.2 12.5H6.2z" />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  wallet: (
    <>
      <path d="M4 7.5h14.5a1.5 1.5 0 0 1 1.5 1.5v9.5a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5z" />
      <path d="M4 7.5 15.5 4v3.5M16 13.5h1.5" />
    </>
  ),
  logout: (
    <path d="M14 4h4.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H14M10 8l-4 4 4 4M6 12h10" />
  ),
  bolt: <path d="M13 3 5 13.5h6L10 21l8-10.5h-6z" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  shield: <path d="M12 3.5 19 6v5.5c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z" />,
  bell: (
    <>
      <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0M12 3v2" />
    </>
  ),
};

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: number;
  /** Makes the icon speak (role img); without it the icon is decorative. */
  title?: string;
}

/** One icon; inherits the text colour. */
export function Icon({ name, size = 20, title, className, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `icon ${className}` : 'icon'}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      focusable="false"
      {...rest}
    >
      {title && <title>{title}</title>}
      {PATHS[name]}
    </svg>
  );
}
