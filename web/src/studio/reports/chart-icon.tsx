import { Icon, type IconProps } from '../../components/icons';

/** The reports' entry in the studio's navigation: bars rising. */
export const ChartIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20h16M7 16v-4M12 16V8M17 16v-7" />
  </Icon>
);
