import { useSyncExternalStore } from "react";

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// Kept for the Get app dialog instead of the browser's own mini-infobar.
window.addEventListener("beforeinstallprompt", (event) => {
  event.preventDefault();
  deferredPrompt = event as BeforeInstallPromptEvent;
  notify();
});
window.addEventListener("appinstalled", () => {
  deferredPrompt = null;
  notify();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser offered its install prompt, and a way to show it (usable once). */
export function useInstallPrompt(): { canPrompt: boolean; promptInstall: () => Promise<boolean> } {
  const prompt = useSyncExternalStore(subscribe, () => deferredPrompt);
  return {
    canPrompt: prompt !== null,
    async promptInstall() {
      if (!deferredPrompt) return false;
      const event = deferredPrompt;
      deferredPrompt = null;
      notify();
      await event.prompt();
      return (await event.userChoice).outcome === "accepted";
    },
  };
}

/** Running as an installed app already (no need to offer installation). */
export function isInstalledApp(): boolean {
  return window.matchMedia?.("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
}
