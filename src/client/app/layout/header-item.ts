import { cn } from "../../components/ui/cn.js";

/**
 * One look for every header control: icon-only below the md breakpoint (the
 * label stays for screen readers), icon and label from md up. Narrow enough
 * that all of them fit a 320 px phone.
 */
export function headerItemClasses(active = false): string {
  return cn(
    "inline-flex h-10 min-w-9 shrink-0 items-center justify-center gap-2 rounded-md px-2 text-sm font-medium",
    "text-foreground transition-colors hover:bg-muted sm:min-w-10 md:px-3",
    active && "bg-muted",
  );
}
