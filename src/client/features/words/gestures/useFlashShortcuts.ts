import { useEffect, useRef } from "react";
import { createDoubleTapDetector, isDoubleTapTarget, isMobileWidth } from "./double-tap.js";

/**
 * Space or Enter on the page flashes, unless focus is in something that uses
 * those keys itself (a field, button, link, dialog, menu); and on phones a
 * double tap outside controls flashes (SPEC §2).
 */
const KEY_OWNERS = "input, textarea, select, button, a[href], [contenteditable], [role=dialog], [role=alertdialog], [role=menu], [role=listbox], [role=button], [role=tab], [role=slider]";

export function isFlashKey(event: Pick<KeyboardEvent, "key" | "altKey" | "ctrlKey" | "metaKey" | "shiftKey" | "repeat">): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.repeat) return false;
  return event.key === " " || event.key === "Enter";
}

function anyDialogOpen(): boolean {
  return document.querySelector("[role=dialog][data-state=open], [role=alertdialog][data-state=open]") !== null;
}

export function useFlashShortcuts(onFlash: () => void): void {
  const onFlashRef = useRef(onFlash);
  useEffect(() => {
    onFlashRef.current = onFlash;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isFlashKey(event) || anyDialogOpen()) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(KEY_OWNERS)) return;
      event.preventDefault(); // Space would scroll the page.
      onFlashRef.current();
    };

    const isDoubleTap = createDoubleTapDetector();
    const onTouchEnd = (event: TouchEvent) => {
      if (event.touches.length > 0 || !isMobileWidth(window.innerWidth)) return;
      if (!isDoubleTapTarget(event.target) || anyDialogOpen()) return;
      if (isDoubleTap(event.timeStamp)) {
        event.preventDefault(); // no zoom or synthetic click from the second tap
        onFlashRef.current();
      }
    };

    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("touchend", onTouchEnd, { passive: false });
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("touchend", onTouchEnd);
    };
  }, []);
}
