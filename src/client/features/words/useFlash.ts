import { useCallback, useLayoutEffect, useRef, useState } from "react";
import type { QuotaExhaustedBody, QuotaRecord } from "../../../shared/quota.js";
import type { RandomWordRequest, RandomWordResponse } from "../../../shared/words.js";
import { ApiError } from "../../lib/api.js";
import { useRandomWord } from "./api/random-word.js";

/** SPEC §4 generation states. */
export type FlashStatus = "idle" | "loading" | "cards" | "error";

export interface FlashHooks {
  /** Asked before each flash; false stops it (the quota feature then shows its overlay or prompt). */
  allow: () => boolean;
  onFlashed: () => void;
  /** The server refused with 429: its quota record. */
  onQuotaExhausted: (quota: QuotaRecord) => void;
}

export interface ShownWord extends RandomWordResponse {
  /** Counts flashes, so the same word twice in a row still replays the animation. */
  flashNumber: number;
}

/**
 * The flash and the word on screen. A response that arrives after the
 * selection changed (or the cards were reset) is dropped, so the cards always
 * match the languages shown above them.
 */
export function useFlash(hooks: FlashHooks) {
  const mutation = useRandomWord();
  const { mutateAsync, reset } = mutation;
  const [word, setWord] = useState<ShownWord | null>(null);
  const generation = useRef(0);
  const flashNumber = useRef(0);
  const pending = useRef(false);
  const hooksRef = useRef(hooks);
  useLayoutEffect(() => {
    hooksRef.current = hooks;
  });

  const flash = useCallback(
    async (request: RandomWordRequest) => {
      // A key held down or a quick double press must not send a second request.
      if (pending.current || !hooksRef.current.allow()) return;
      pending.current = true;
      const asked = generation.current;
      try {
        const response = await mutateAsync(request);
        // The server counted this flash even if its word is no longer wanted.
        hooksRef.current.onFlashed();
        if (asked === generation.current) setWord({ ...response, flashNumber: ++flashNumber.current });
      } catch (error) {
        if (error instanceof ApiError && error.status === 429 && error.code === "quota_exhausted") {
          hooksRef.current.onQuotaExhausted((error.body as QuotaExhaustedBody).quota);
        }
      } finally {
        pending.current = false;
      }
    },
    [mutateAsync],
  );

  const clear = useCallback(() => {
    generation.current++;
    setWord(null);
    reset();
  }, [reset]);

  const quotaRefusal = mutation.error instanceof ApiError && mutation.error.status === 429;
  const status: FlashStatus = mutation.isPending
    ? "loading"
    : mutation.isError && !quotaRefusal
      ? "error"
      : word
        ? "cards"
        : "idle";

  return { word, status, flash, clear };
}
