import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger,
  Popover,
  Separator,
  type MenuItemProps as AriaMenuItemProps,
} from 'react-aria-components';
import { cx } from './cx';
import './Popover.css';
import './Menu.css';

export interface MenuProps {
  /** The trigger's content (text, or an icon with triggerLabel). */
  trigger: ReactNode;
  /**
   * Accessible name of the trigger when its content alone does not say what it opens. It must
   * contain the visible text (WCAG 2.5.3), e.g. "Léa (account menu)". The menu is named by its trigger.
   */
  triggerLabel?: string;
  children: ReactNode;
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  triggerClassName?: string;
  /** Called with the id of an action item that was chosen (items with href navigate instead). */
  onAction?: (id: string) => void;
}

/**
 * A menu button: Enter, Space or ArrowDown opens it, arrows move, typing a letter jumps,
 * Escape closes it and focus returns to the trigger (React Aria).
 */
export function Menu({ trigger, triggerLabel, children, placement = 'bottom end', triggerClassName, onAction }: MenuProps) {
  return (
    <MenuTrigger>
      <AriaButton aria-label={triggerLabel} className={cx('ui-menu__trigger', triggerClassName)}>
        {trigger}
      </AriaButton>
      <Popover placement={placement} className="ui-popover ui-menu__popover">
        <AriaMenu className="ui-menu" onAction={onAction ? (key) => onAction(String(key)) : undefined}>
          {children}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuItemProps extends Omit<AriaMenuItemProps, 'className' | 'style' | 'children' | 'id'> {
  /** Identifies an action item in Menu's onAction. */
  id?: string;
  /** A link item when set (navigates like a link, opens in a new tab with a modifier key). */
  href?: string;
  children: ReactNode;
  /** Shown after the text, e.g. the current language. */
  detail?: ReactNode;
  tone?: 'default' | 'danger';
}

export function MenuItem({ children, detail, tone = 'default', ...rest }: MenuItemProps) {
  const textValue = typeof children === 'string' ? children : rest.textValue;
  return (
    <AriaMenuItem {...rest} textValue={textValue} className={cx('ui-menu__item', tone === 'danger' && 'ui-menu__item--danger')}>
      <span className="ui-menu__label">{children}</span>
      {detail && <span className="ui-menu__detail">{detail}</span>}
    </AriaMenuItem>
  );
}

export function MenuSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <AriaMenuSection className="ui-menu__section">
      {title && <Header className="ui-menu__header">{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}

export function MenuSeparator() {
  return <Separator className="ui-menu__separator" />;
}
