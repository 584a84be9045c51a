import { Icon, type IconProps } from '../../components/icons';

/** Orders and revenue: bars rising over a base line. */
export const RevenueIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20h16M7 16v-4M12 16V8M17 16V5" />
  </Icon>
);
