import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface Look {
  variant?: ButtonVariant;
  block?: boolean;
  small?: boolean;
  icon?: ReactNode;
}

export function buttonClass({ variant = 'primary', block, small }: Look, extra?: string): string {
  return [styles.button, styles[variant], block && styles.block, small && styles.small, extra]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  block,
  small,
  icon,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & Look & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <button type={type} className={buttonClass({ variant, block, small }, className)} {...rest}>
      {icon}
      {children}
    </button>
  );
}

/** A router link that looks like a button. */
export function ButtonLink({ variant, block, small, icon, className, children, ...rest }: LinkProps & Look) {
  return (
    <Link className={buttonClass({ variant, block, small }, className)} {...rest}>
      {icon}
      {children}
    </Link>
  );
}

/** An external link that looks like a button; opens in a new tab when `newTab`. */
export function ExternalButtonLink({
  variant,
  block,
  small,
  icon,
  className,
  children,
  newTab,
  newTabLabel,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & Look & { newTab?: boolean; newTabLabel?: string }) {
  return (
    <a
      className={buttonClass({ variant, block, small }, className)}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {icon}
      {children}
      {newTab && newTabLabel ? (
        <>
          {' '}
          <span className="visually-hidden">{newTabLabel}</span>
        </>
      ) : null}
    </a>
  );
}
