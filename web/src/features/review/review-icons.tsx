import { Icon, type IconProps } from '../../components/icons';

/** A chevron pointing up (or down): the explanation panel opens upwards. */
export const ChevronIcon = ({ up, size = 20, ...rest }: IconProps & { up?: boolean }) => (
  <Icon size={size} {...rest}>
    <path d={up ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
  </Icon>
);

/** A chevron pointing back (left) or forward (right). */
export const SideChevronIcon = ({ back, size = 20, ...rest }: IconProps & { back?: boolean }) => (
  <Icon size={size} {...rest}>
    <path d={back ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
  </Icon>
);
