import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  useCallback,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
} from "react";
import { cn } from "./cn.js";
import { useFloatingPosition } from "./floating-position.js";

/**
 * The base of pickers (the language selectors build their grids on it): a
 * trigger button and a floating panel. Opening moves focus into the panel;
 * Escape closes it and returns focus to the trigger; a click or focus outside
 * closes it. The panel sits right after the trigger in the DOM, so Tab moves
 * from the trigger through the panel to the next control, as a reader expects.
 */
interface PopoverState {
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
}

const PopoverContext = createContext<PopoverState | null>(null);

function usePopover(): PopoverState {
  const state = useContext(PopoverContext);
  if (!state) throw new Error("Popover parts must be inside <Popover>");
  return state;
}

export interface PopoverProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

export function Popover({ open: controlled, defaultOpen = false, onOpenChange, children }: PopoverProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const contentId = useId();
  const setOpen = useCallback(
    (next: boolean) => {
      if (controlled === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  return <PopoverContext.Provider value={{ open, setOpen, triggerRef, contentId }}>{children}</PopoverContext.Provider>;
}

export function PopoverTrigger({ onClick, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const { open, setOpen, triggerRef, contentId } = usePopover();
  return (
    <button
      type="button"
      ref={triggerRef}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
      {...props}
    />
  );
}

/** A button inside the panel that closes it. */
export function PopoverClose({ onClick, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const { setOpen, triggerRef } = usePopover();
  return (
    <button
      type="button"
      onClick={(event) => {
        onClick?.(event);
        setOpen(false);
        triggerRef.current?.focus();
      }}
      {...props}
    />
  );
}

export interface PopoverContentProps extends HTMLAttributes<HTMLDivElement> {
  align?: "start" | "center" | "end";
}

export function PopoverContent({ className, align = "start", onKeyDown, ...props }: PopoverContentProps) {
  const { open, setOpen, triggerRef, contentId } = usePopover();
  const panelRef = useRef<HTMLDivElement | null>(null);
  useFloatingPosition(open, triggerRef, panelRef, align);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    (panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel)?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const outside = (target: EventTarget | null) =>
      target instanceof Node && !panel?.contains(target) && !triggerRef.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => outside(event.target) && setOpen(false);
    const onFocusIn = (event: FocusEvent) => outside(event.target) && setOpen(false);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open, setOpen, triggerRef]);

  if (!open) return null;
  return (
    <div
      ref={panelRef}
      id={contentId}
      role="dialog"
      tabIndex={-1}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === "Escape" && !event.defaultPrevented) {
          event.stopPropagation();
          setOpen(false);
          triggerRef.current?.focus();
        }
      }}
      className={cn(
        "fixed z-50 overflow-y-auto rounded-lg border border-border bg-card p-2 text-card-foreground shadow-lg outline-none",
        className,
      )}
      {...props}
    />
  );
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
