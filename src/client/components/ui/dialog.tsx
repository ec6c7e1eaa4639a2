import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { useRef, type ComponentProps, type ReactNode } from "react";
import { cn } from "./cn.js";

/**
 * Modal dialog on Radix: focus is trapped, Escape and the close button dismiss
 * it, and the title names it for screen readers. Every dialog needs a
 * DialogTitle (Radix reports a missing one as a console error).
 */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps extends ComponentProps<typeof RadixDialog.Content> {
  /** Hide the corner close button (when the dialog has its own way out). */
  hideClose?: boolean;
  /** Wider content (long texts such as the terms). */
  size?: "md" | "lg";
}

export function DialogContent({ className, children, hideClose, size = "md", onOpenAutoFocus, onCloseAutoFocus, ...props }: DialogContentProps) {
  // Radix returns focus to a DialogTrigger; the app opens most dialogs from plain
  // state, so focus goes back to whatever had it when the dialog opened.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <RadixDialog.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col",
          "gap-4 overflow-y-auto rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl",
          size === "lg" ? "max-w-2xl" : "max-w-md",
          className,
        )}
        onOpenAutoFocus={(event) => {
          returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !returnFocus.current?.isConnected) return;
          event.preventDefault();
          returnFocus.current.focus();
        }}
        {...props}
      >
        {children}
        {!hideClose && (
          <RadixDialog.Close
            className="absolute top-3 right-3 inline-flex h-9 w-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
            aria-label="Close"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogHeader({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-1.5 pr-8">{children}</div>;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cn("text-lg font-semibold leading-tight", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
