import { Icon, type IconProps } from '../../../components/icons';

/** A tick: answered right (beside the green colour of a box). */
export const TickMark = (p: IconProps) => (
  <Icon strokeWidth={3} {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

/** A cross: answered wrong (beside the red colour of a box). */
export const CrossMark = (p: IconProps) => (
  <Icon strokeWidth={3} {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const PracticeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 12a9 9 0 1 1-3-6.7" />
    <path d="M21 4v5h-5" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
);

export { LockIcon } from '../../../components/icons';
