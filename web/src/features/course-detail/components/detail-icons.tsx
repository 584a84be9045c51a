import { useId } from 'react';
import {
  Icon,
  LockIcon as SharedLockIcon,
  UsersIcon as SharedUsersIcon,
  type IconProps,
} from '../../../components/icons';

/** Decorative icons of the course detail, drawn at 20 px in the shared frame; text beside them says it all. */
const DetailIcon = ({ size = 20, ...rest }: IconProps) => <Icon size={size} {...rest} />;

/** The padlock of the shared set, at the detail's 20 px. */
export const LockIcon = (p: IconProps) => <SharedLockIcon size={20} {...p} />;

export const QuizIcon = (p: IconProps) => (
  <DetailIcon {...p}>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 8l1.5 1.5L12 7M8 15l1.5 1.5L12 14M14.5 8.5H16M14.5 15.5H16" />
  </DetailIcon>
);

export const LessonIcon = (p: IconProps) => (
  <DetailIcon {...p}>
    <path d="M12 6.5C10.5 5 8 4.5 4 4.5v14c4 0 6.5.5 8 2 1.5-1.5 4-2 8-2v-14c-4 0-6.5.5-8 2z" />
    <path d="M12 6.5v14" />
  </DetailIcon>
);

export const ClockIcon = (p: IconProps) => (
  <DetailIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </DetailIcon>
);

export const UsersIcon = ({ size = 20, ...rest }: IconProps) => <SharedUsersIcon size={size} {...rest} />;

export const RepeatIcon = (p: IconProps) => (
  <DetailIcon {...p}>
    <path d="M4 12a8 8 0 0 1 14-5.3M20 4v5h-5M20 12a8 8 0 0 1-14 5.3M4 20v-5h5" />
  </DetailIcon>
);

export const TrophyIcon = (p: IconProps) => (
  <DetailIcon {...p}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 21h8M9.5 17h5" />
  </DetailIcon>
);

export const ArrowRightIcon = (p: IconProps) => (
  <DetailIcon {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </DetailIcon>
);

/** One star; `fill` from 0 (grey) to 1 (full), partial fills clipped. */
export function StarShape({ fill, size = 18 }: { fill: number; size?: number }) {
  const id = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={id}>
          <rect x="0" y="0" width={24 * Math.max(0, Math.min(1, fill))} height="24" />
        </clipPath>
      </defs>
      <path
        d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z"
        fill="var(--color-border)"
      />
      <path
        d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z"
        fill="var(--color-star-fill)"
        clipPath={`url(#${id})`}
      />
    </svg>
  );
}

/** Five stars for an average 0–5 (decorative; the number is given in text beside them). */
export function Stars({ rating, size }: { rating: number; size?: number }) {
  return (
    <span style={{ display: 'inline-flex', gap: 1 }} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((index) => (
        <StarShape key={index} fill={rating - index} size={size} />
      ))}
    </span>
  );
}
