import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode, type Ref } from "react";
import { createPortal } from "react-dom";
import { useFloatingPosition } from "./floating-position.js";

/** SPEC §9: tooltips open after 700 ms. */
export const TOOLTIP_DELAY_MS = 700;

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: React.PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: React.PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: React.PointerEvent<HTMLElement>) => void;
  onFocus?: (event: React.FocusEvent<HTMLElement>) => void;
  onBlur?: (event: React.FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: React.KeyboardEvent<HTMLElement>) => void;
}

/**
 * A short hint shown 700 ms after the pointer rests on, or the keyboard focus
 * reaches, its child; Escape, leaving or pressing hides it. The child must be
 * focusable and already carry its accessible name (the tooltip only repeats it
 * for sighted users, so it is not announced twice). Touch gets no tooltip.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement<TriggerProps> }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const anchor = useRef<HTMLElement | null>(null);
  const panel = useRef<HTMLDivElement | null>(null);
  const id = useId();
  useFloatingPosition(open, anchor, panel, "center");
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  const own = children.props;

  return (
    <>
      {cloneElement(children, {
        ref: (node: HTMLElement | null) => {
          anchor.current = node;
          if (typeof own.ref === "function") own.ref(node);
          else if (own.ref) (own.ref as { current: HTMLElement | null }).current = node;
        },
        onPointerEnter: (event) => {
          own.onPointerEnter?.(event);
          if (event.pointerType !== "touch") show();
        },
        onPointerLeave: (event) => {
          own.onPointerLeave?.(event);
          hide();
        },
        onPointerDown: (event) => {
          own.onPointerDown?.(event);
          hide();
        },
        onFocus: (event) => {
          own.onFocus?.(event);
          if (event.currentTarget.matches(":focus-visible")) show();
        },
        onBlur: (event) => {
          own.onBlur?.(event);
          hide();
        },
        onKeyDown: (event) => {
          own.onKeyDown?.(event);
          if (event.key === "Escape") hide();
        },
      })}
      {open &&
        createPortal(
          <div
            ref={panel}
            id={id}
            role="tooltip"
            className="pointer-events-none fixed z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs whitespace-nowrap text-background shadow-md"
          >
            {content}
          </div>,
          document.body,
        )}
    </>
  );
}
