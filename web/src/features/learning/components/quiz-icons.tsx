import type { SVGProps } from 'react';

/** Decorative icons of the quiz (their meaning is always in text beside them). */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const base = (size: number) =>
  ({
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
  }) as const;

export const FlagIcon = ({ size = 18, ...rest }: IconProps) => (
  <svg {...base(size)} {...rest}>
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </svg>
);

export const ClockIcon = ({ size = 18, ...rest }: IconProps) => (
  <svg {...base(size)} {...rest}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);

export const ArrowIcon = ({ size = 18, back, ...rest }: IconProps & { back?: boolean }) => (
  <svg {...base(size)} {...rest}>
    <path d={back ? 'M19 12H5M11 18l-6-6 6-6' : 'M5 12h14M13 6l6 6-6 6'} />
  </svg>
);

export const CheckIcon = ({ size = 18, ...rest }: IconProps) => (
  <svg {...base(size)} {...rest}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);
