import { useLayoutEffect, type RefObject } from "react";

const GAP = 6;
const MARGIN = 8;

/**
 * Places a `position: fixed` panel under its anchor (above when there is no
 * room below), kept inside the viewport, and follows scrolling and resizing.
 * A few lines instead of a positioning library: the pages' first JavaScript
 * has a 120 KB budget. If an ancestor makes a containing block for fixed
 * elements (transform, filter), the measured offset is corrected.
 */
export function useFloatingPosition(
  open: boolean,
  anchor: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  align: "start" | "center" | "end" = "start",
): void {
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const a = anchor.current?.getBoundingClientRect();
      const el = panel.current;
      if (!a || !el) return;
      const viewportWidth = document.documentElement.clientWidth;
      const viewportHeight = window.innerHeight;
      el.style.maxHeight = "";
      const { width, height } = el.getBoundingClientRect();
      const below = viewportHeight - a.bottom - GAP - MARGIN;
      const above = a.top - GAP - MARGIN;
      const placeAbove = height > below && above > below;
      const wantedLeft = align === "start" ? a.left : align === "end" ? a.right - width : a.left + a.width / 2 - width / 2;
      const left = Math.max(MARGIN, Math.min(wantedLeft, viewportWidth - width - MARGIN));
      const room = placeAbove ? above : below;
      const top = placeAbove ? a.top - GAP - Math.min(height, room) : a.bottom + GAP;
      el.style.maxHeight = `${Math.max(room, 120)}px`;
      el.style.left = `${left}px`;
      el.style.top = `${top}px`;
      const actual = el.getBoundingClientRect();
      if (Math.abs(actual.left - left) > 0.5 || Math.abs(actual.top - top) > 0.5) {
        el.style.left = `${2 * left - actual.left}px`;
        el.style.top = `${2 * top - actual.top}px`;
      }
    };
    place();
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, true);
    return () => {
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place, true);
    };
  }, [open, anchor, panel, align]);
}
