import {
  createContext,
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useModalHost } from './modal-stack.js';
import * as styles from './Menu.module.css';

/** What the trigger of a Menu must spread onto its button. */
export interface MenuTriggerProps {
  /** A callback ref, so any element type can take it. */
  ref: (element: HTMLElement | null) => void;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

const MenuContext = createContext<{ close: (returnFocus: boolean) => void } | null>(null);

const GAP = 4;
const MARGIN = 8;

function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)')) : [];
}

/** Places the menu under the trigger (above it when there is no room), inside the viewport. */
function place(menu: HTMLElement, trigger: HTMLElement, align: 'start' | 'end'): void {
  const anchor = trigger.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = menu;
  let top = anchor.bottom + GAP;
  if (top + height > window.innerHeight - MARGIN && anchor.top - GAP - height >= MARGIN) {
    top = anchor.top - GAP - height;
  }
  const preferred = align === 'end' ? anchor.right - width : anchor.left;
  const left = Math.min(Math.max(preferred, MARGIN), window.innerWidth - width - MARGIN);
  menu.style.top = `${Math.max(top, MARGIN)}px`;
  menu.style.left = `${left}px`;
}

/**
 * A menu button (WAI-ARIA menu button pattern): the trigger opens a list of actions; arrow keys,
 * Home and End move between them, a letter jumps to the next item starting with it, Enter or
 * Space or a click selects, and Escape or Tab closes with focus back on the trigger.
 */
export function Menu({
  label,
  trigger,
  children,
  align = 'start',
  testId,
}: {
  /** The menu's accessible name. */
  label: string;
  /** Renders the button that opens the menu from the props it needs. */
  trigger: (props: MenuTriggerProps) => ReactNode;
  /** MenuItem elements. */
  children: ReactNode;
  align?: 'start' | 'end';
  testId?: string;
}) {
  const menuId = useId();
  const host = useModalHost();
  // State, not a ref: the element is handed out during render through the render prop.
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);

  const close = (returnFocus: boolean): void => {
    setOpen(false);
    if (returnFocus) triggerElement?.focus();
  };

  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!open || !menu || !triggerElement) return;
    place(menu, triggerElement, align);
    const items = itemsOf(menu);
    (open === 'last' ? items[items.length - 1] : items[0])?.focus();
  }, [open, align, triggerElement]);

  useEffect(() => {
    if (!open) return undefined;
    const handlePointerDown = (event: PointerEvent): void => {
      const target = event.target instanceof Node ? event.target : null;
      if (target && (menuRef.current?.contains(target) || triggerElement?.contains(target))) return;
      setOpen(false);
    };
    const handleViewportChange = (): void => setOpen(false);
    document.addEventListener('pointerdown', handlePointerDown, true);
    window.addEventListener('resize', handleViewportChange);
    window.addEventListener('scroll', handleViewportChange, true);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown, true);
      window.removeEventListener('resize', handleViewportChange);
      window.removeEventListener('scroll', handleViewportChange, true);
    };
  }, [open, triggerElement]);

  const handleTriggerKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen('last');
    }
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    const items = itemsOf(menuRef.current);
    const index = items.findIndex((item) => item === document.activeElement);
    const focusAt = (next: number): void => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(items.length - 1);
        break;
      case 'Escape':
      case 'Tab':
        close(true);
        break;
      default: {
        if (event.key === ' ' || event.key.length !== 1 || event.altKey || event.ctrlKey || event.metaKey) return;
        const letter = event.key.toLocaleLowerCase();
        const order = [...items.slice(index + 1), ...items.slice(0, index + 1)];
        order.find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(letter))?.focus();
        break;
      }
    }
    // Handled here: not by a dialog around the menu (Escape would close it too).
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <>
      {trigger({
        ref: setTriggerElement,
        'aria-haspopup': 'menu',
        'aria-expanded': open !== false,
        'aria-controls': open ? menuId : undefined,
        onClick: () => setOpen((current) => (current ? false : 'first')),
        onKeyDown: handleTriggerKeyDown,
      })}
      {open
        ? createPortal(
            <MenuContext value={{ close }}>
              <ul
                ref={menuRef}
                id={menuId}
                role="menu"
                aria-label={label}
                className={styles.menu}
                onKeyDown={handleMenuKeyDown}
                data-testid={testId}
              >
                {children}
              </ul>
            </MenuContext>,
            host,
          )
        : null}
    </>
  );
}

/** One action of a Menu; selecting it closes the menu (focus back on the trigger) first. */
export function MenuItem({
  children,
  onSelect,
  tone = 'default',
  disabled = false,
  testId,
}: {
  children: ReactNode;
  onSelect: () => void;
  tone?: 'default' | 'danger';
  disabled?: boolean;
  testId?: string;
}) {
  const menu = use(MenuContext);
  return (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={tone === 'danger' ? `${styles.item} ${styles.danger}` : styles.item}
        disabled={disabled}
        data-testid={testId}
        onClick={() => {
          menu?.close(true);
          onSelect();
        }}
      >
        {children}
      </button>
    </li>
  );
}
