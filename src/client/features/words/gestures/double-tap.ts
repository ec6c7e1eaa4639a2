/**
 * Double tap to flash on phones (SPEC §2, §9): two taps within 300 ms on a
 * screen narrower than 768 px, outside controls. Pure, so it is tested with
 * plain numbers rather than synthetic touch events.
 */
export const DOUBLE_TAP_MS = 300;
export const MOBILE_MAX_WIDTH = 767;

/**
 * Taps inside these never count: buttons, selects and other controls, dialogs,
 * and anything marked with the class `no-double-tap` or the attribute
 * `data-no-double-tap` (for regions where a double tap means something else).
 */
export const NO_DOUBLE_TAP_SELECTOR = [
  "button",
  "select",
  "input",
  "textarea",
  "label",
  "a[href]",
  "[role=button]",
  "[role=dialog]",
  "[role=alertdialog]",
  "[contenteditable]",
  ".no-double-tap",
  "[data-no-double-tap]",
].join(",");

export function isDoubleTapTarget(target: EventTarget | null): boolean {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  return element !== null && element.closest(NO_DOUBLE_TAP_SELECTOR) === null;
}

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}

/**
 * Returns a function to call on each eligible tap with its time; it answers
 * true on the second tap of a pair. A third quick tap starts a new pair rather
 * than flashing again.
 */
export function createDoubleTapDetector(windowMs = DOUBLE_TAP_MS): (time: number) => boolean {
  let lastTap: number | null = null;
  return (time) => {
    if (lastTap !== null && time - lastTap <= windowMs && time >= lastTap) {
      lastTap = null;
      return true;
    }
    lastTap = time;
    return false;
  };
}
