import { Tooltip as RadixTooltip } from "radix-ui";
import type { ReactElement, ReactNode } from "react";

/** SPEC §9: tooltips open after 700 ms. The provider sits once in the app's providers. */
export const TOOLTIP_DELAY_MS = 700;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>{children}</RadixTooltip.Provider>;
}

/**
 * A short hint on hover or keyboard focus. The child must be focusable and
 * already carry an accessible name (the tooltip only repeats it visually).
 */
export function Tooltip({ content, children, side = "bottom" }: { content: ReactNode; children: ReactElement; side?: "top" | "bottom" | "left" | "right" }) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          className="z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md"
        >
          {content}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
