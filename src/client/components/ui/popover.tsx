import { Popover as RadixPopover } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn.js";

/**
 * The base of pickers (the language selectors build their grids on it):
 * a trigger and a floating panel that keeps focus inside while open and
 * closes on Escape or an outside click.
 */
export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;

export function PopoverContent({ className, align = "start", sideOffset = 6, ...props }: ComponentProps<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          "z-50 max-h-[var(--radix-popover-content-available-height)] overflow-y-auto rounded-lg border border-border",
          "bg-card p-2 text-card-foreground shadow-lg",
          className,
        )}
        {...props}
      />
    </RadixPopover.Portal>
  );
}
