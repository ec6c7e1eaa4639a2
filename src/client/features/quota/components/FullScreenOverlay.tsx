import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";

export interface FullScreenOverlayProps {
  open: boolean;
  /** Called when the learner closes it (close button, Escape): a dismissal. */
  onDismiss: () => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/**
 * The full-screen quota overlays of SPEC §2: a modal dialog covering the page,
 * with focus trapped inside, Escape and the close button dismissing it. Built
 * on Radix directly because the shared dialog is a centred card.
 */
export function FullScreenOverlay({ open, onDismiss, title, description, children }: FullScreenOverlayProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onDismiss()}>
      <RadixDialog.Portal>
        <RadixDialog.Content className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-background/95 p-6 backdrop-blur-sm">
          <div className="flex w-full max-w-lg flex-col items-center gap-5 text-center">
            <RadixDialog.Title className="text-3xl font-bold sm:text-4xl">{title}</RadixDialog.Title>
            <RadixDialog.Description className="text-lg text-muted-foreground">{description}</RadixDialog.Description>
            <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">{children}</div>
          </div>
          <RadixDialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 inline-flex h-11 w-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="h-6 w-6" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
