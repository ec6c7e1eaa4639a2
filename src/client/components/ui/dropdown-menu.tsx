import { DropdownMenu as RadixMenu } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn.js";

/**
 * A menu of actions (the user menu): arrow keys move, Enter activates, Escape
 * closes. Non-modal and rendered in place (no portal): the rest of the page is
 * not hidden from assistive technology while it is open, and the menu stays
 * inside its landmark (the header).
 */
export function DropdownMenu(props: ComponentProps<typeof RadixMenu.Root>) {
  return <RadixMenu.Root modal={false} {...props} />;
}
export const DropdownMenuTrigger = RadixMenu.Trigger;

export function DropdownMenuContent({ className, align = "end", sideOffset = 6, ...props }: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Content
      align={align}
      sideOffset={sideOffset}
      className={cn("z-50 min-w-48 rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg", className)}
      {...props}
    />
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof RadixMenu.Item>) {
  return (
    <RadixMenu.Item
      className={cn(
        "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none select-none",
        "data-[highlighted]:bg-muted data-[disabled]:opacity-60",
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={cn("truncate px-3 py-2 text-xs text-muted-foreground", className)} {...props} />;
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className="my-1 h-px bg-border" />;
}
