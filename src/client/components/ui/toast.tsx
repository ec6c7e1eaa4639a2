import { lazy, Suspense, useSyncExternalStore } from "react";

/** SPEC §9: one toast at a time, 5000 ms unless a caller says otherwise. */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = "default" | "success" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

// sonner is loaded with the first toast, not with every page. The toaster
// mounts then and shows toasts raised before it subscribed (sonner replays them).
type Sonner = typeof import("sonner");
let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

/** The one toast API of the app: `toast({ title: "Logged out", description: "…" })`. */
export function toast({ title, description, variant = "default", duration = TOAST_DURATION_MS }: ToastOptions): void {
  void loadSonner().then(({ toast: show }) => {
    const options = { description, duration };
    if (variant === "destructive") show.error(title, options);
    else if (variant === "success") show.success(title, options);
    else show(title, options);
  });
}

const SonnerToaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounted once by the app's providers; renders nothing until the first toast. */
export function Toaster({ theme }: { theme: "light" | "dark" }) {
  const wanted = useSyncExternalStore(subscribe, () => sonner !== null);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        theme={theme}
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        position="bottom-center"
        closeButton
        containerAriaLabel="Notifications"
        toastOptions={{
          classNames: {
            toast: "!bg-card !text-card-foreground !border-border",
            description: "!text-muted-foreground",
            error: "!text-destructive",
          },
        }}
      />
    </Suspense>
  );
}
