import { useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import {
  Button as AriaButton,
  Link as AriaLink,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { cx } from './cx';
import { Spinner } from './Spinner';
// The look lives in styles/buttons.css (global) so plain .astro markup can use it too.

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches to the container's width (e.g. the main action on a phone). */
  fullWidth?: boolean;
  className?: string;
  children: ReactNode;
}

/** The class names of a button look, for markup that is not a Button (e.g. a <label>). */
export function buttonClass({ variant = 'primary', size = 'md', fullWidth, className }: Omit<ButtonLook, 'children'> = {}) {
  return cx('button', `button--${variant}`, `button--${size}`, fullWidth && 'button--full', className);
}

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'>, ButtonLook {
  /** Busy: shows a spinner, sets aria-busy, ignores presses but keeps focus (React Aria's isPending). */
  isPending?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button (React Aria: press events for mouse, touch and keyboard). type defaults to "button". */
export function Button({ variant, size, fullWidth, className, children, isPending, ref, ...rest }: ButtonProps) {
  const own = useRef<HTMLButtonElement>(null);
  // React Aria drops aria-busy from the props it passes on, so it is set on the element itself.
  useLayoutEffect(() => {
    if (isPending) own.current?.setAttribute('aria-busy', 'true');
    else own.current?.removeAttribute('aria-busy');
  }, [isPending]);
  return (
    <AriaButton {...rest} ref={mergeRefs(own, ref)} isPending={isPending} className={buttonClass({ variant, size, fullWidth, className })}>
      {isPending && <Spinner size="sm" />}
      {children}
    </AriaButton>
  );
}

export interface ButtonLinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'>, ButtonLook {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link (navigation) that looks like a button. */
export function ButtonLink({ variant, size, fullWidth, className, children, ...rest }: ButtonLinkProps) {
  return (
    <AriaLink {...rest} className={buttonClass({ variant, size, fullWidth, className })}>
      {children}
    </AriaLink>
  );
}

function mergeRefs<T>(...refs: Array<Ref<T> | undefined>) {
  return (value: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) ref.current = value;
    }
  };
}
