import type { ToastOptions } from "../../components/ui/toast.js";

/** SPEC §8 toasts of saving and removing, word for word. */
export const SAVE_TOASTS = {
  saved: { title: "Word saved!", description: "Word added to your personal glossary.", variant: "success" },
  removed: { title: "Word removed", description: "Word removed from your personal glossary." },
  failed: { title: "Error", description: "Failed to save word. Please try again.", variant: "destructive" },
} as const satisfies Record<string, ToastOptions>;
