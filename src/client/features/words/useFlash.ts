import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { QuotaExhaustedBody, QuotaRecord } from "../../../shared/quota.js";
import type { RandomWordRequest, RandomWordResponse } from "../../../shared/words.js";
import { ApiError } from "../../lib/api.js";
import { postRandomWord } from "./api/random-word.js";

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
  const [word, setWord] = useState<ShownWord | null>(null);
  const [request, setRequest] = useState<"idle" | "loading" | "failed">("idle");
  const generation = useRef(0);
  const flashNumber = useRef(0);
  const pending = useRef(false);
  const hooksRef = useRef(hooks);
  useLayoutEffect(() => {
    hooksRef.current = hooks;
  });

  const flash = useCallback(async (body: RandomWordRequest) => {
    // A key held down or a quick double press must not send a second request.
    if (pending.current || !hooksRef.current.allow()) return;
    pending.current = true;
    const asked = generation.current;
    const response = postRandomWord(body); // leaves before any render
    setRequest("loading");
    try {
      const next = await response;
      if (asked === generation.current) {
        // Rendered now rather than in a later task: the cards reach the next frame.
        flushSync(() => {
          setWord({ ...next, flashNumber: ++flashNumber.current });
          setRequest("idle");
        });
      }
      // The server counted this flash even if its word is no longer wanted.
      hooksRef.current.onFlashed();
    } catch (error) {
      const refusal = error instanceof ApiError && error.status === 429 && error.code === "quota_exhausted" ? error : null;
      if (asked === generation.current) setRequest(refusal ? "idle" : "failed");
      if (refusal) hooksRef.current.onQuotaExhausted((refusal.body as QuotaExhaustedBody).quota);
    } finally {
      pending.current = false;
    }
  }, []);

  const clear = useCallback(() => {
    generation.current++;
    setWord(null);
    setRequest("idle");
  }, []);

  const status: FlashStatus =
    request === "loading" ? "loading" : request === "failed" ? "error" : word ? "cards" : "idle";

  return { word, status, flash, clear };
}
