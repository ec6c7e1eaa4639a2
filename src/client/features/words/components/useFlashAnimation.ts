import { useLayoutEffect, useRef } from "react";

/** SPEC §9: the flash animation lasts 600 ms. */
export const FLASH_ANIMATION_MS = 600;

/**
 * Plays the flash on the cards each time a new word arrives, with the Web
 * Animations API so no stylesheet is needed; skipped for people who ask the
 * system for reduced motion. The cards are painted at once (the animation
 * starts from a visible frame), so it never delays reading.
 */
export function useFlashAnimation(flashNumber: number | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!flashNumber || !element || typeof element.animate !== "function") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const animation = element.animate(
      [
        { opacity: 0.35, transform: "scale(0.98)" },
        { opacity: 1, transform: "scale(1)" },
      ],
      { duration: FLASH_ANIMATION_MS, easing: "ease-out" },
    );
    return () => animation.cancel();
  }, [flashNumber]);
  return ref;
}
