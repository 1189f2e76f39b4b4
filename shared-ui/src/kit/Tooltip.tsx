import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { TIMINGS } from 'shared-contracts';
import { useModalHost } from './modal-stack.js';
import * as styles from './Tooltip.module.css';

/** What the element a Tooltip describes must spread onto itself. */
export interface TooltipTargetProps {
  /** A callback ref, so any element type can take it. */
  ref: (element: HTMLElement | null) => void;
  'aria-describedby': string | undefined;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: (event: { currentTarget: Element }) => void;
  onBlur: () => void;
}

const GAP = 8;

function hasKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // Engines without :focus-visible (test DOMs): treat focus as keyboard focus.
    return true;
  }
}

/** idle: nothing; waiting: the pointer (or focus) rests, the delay runs; shown; dismissed: hidden until it leaves. */
type Phase = 'idle' | 'waiting' | 'shown' | 'dismissed';

/**
 * A short hint beside an element: it shows after the pointer rests on it (or keyboard focus stays
 * on it) for 850 ms, hides after 10 s, on leaving or blurring, and on Escape. With `describe`
 * (default) it is also the element's accessible description; turn that off when it only repeats
 * the element's name.
 */
export function Tooltip({
  content,
  children,
  placement = 'right',
  describe = true,
  delayMs = TIMINGS.navTooltipDelay,
  hideAfterMs = TIMINGS.tooltipAutoHide,
}: {
  content: string;
  children: (props: TooltipTargetProps) => ReactNode;
  placement?: 'right' | 'bottom' | 'top';
  describe?: boolean;
  delayMs?: number;
  hideAfterMs?: number;
}) {
  const id = useId();
  const host = useModalHost();
  // State, not a ref: the element is handed out during render through the render prop.
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const tipRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const visible = phase === 'shown';

  useEffect(() => {
    if (phase === 'waiting') {
      const timer = setTimeout(() => setPhase('shown'), delayMs);
      return () => clearTimeout(timer);
    }
    if (phase !== 'shown') return undefined;
    const timer = setTimeout(() => setPhase('dismissed'), hideAfterMs);
    const handleKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') setPhase('dismissed');
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [phase, delayMs, hideAfterMs]);

  useLayoutEffect(() => {
    const tip = tipRef.current;
    if (!visible || !tip || !target) return;
    const anchor = target.getBoundingClientRect();
    const { offsetWidth: width, offsetHeight: height } = tip;
    const centredLeft = anchor.left + anchor.width / 2 - width / 2;
    const position =
      placement === 'right'
        ? { top: anchor.top + anchor.height / 2 - height / 2, left: anchor.right + GAP }
        : placement === 'bottom'
          ? { top: anchor.bottom + GAP, left: centredLeft }
          : { top: anchor.top - GAP - height, left: centredLeft };
    tip.style.top = `${Math.max(GAP, position.top)}px`;
    tip.style.left = `${Math.min(Math.max(GAP, position.left), window.innerWidth - width - GAP)}px`;
  }, [visible, placement, target]);

  return (
    <>
      {children({
        ref: setTarget,
        'aria-describedby': describe && visible ? id : undefined,
        onPointerEnter: () => setPhase('waiting'),
        onPointerLeave: () => setPhase('idle'),
        onFocus: (event) => {
          // Keyboard focus only: a click also focuses, and the pointer already started the delay.
          if (hasKeyboardFocus(event.currentTarget)) setPhase('waiting');
        },
        onBlur: () => setPhase('idle'),
      })}
      {visible
        ? createPortal(
            // Without `describe` it only repeats the element's name: not read a second time.
            <div
              ref={tipRef}
              id={id}
              role="tooltip"
              aria-hidden={describe ? undefined : true}
              className={styles.tooltip}
            >
              {content}
            </div>,
            host,
          )
        : null}
    </>
  );
}
