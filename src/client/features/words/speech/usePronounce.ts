import { useCallback, useEffect, useRef, useState } from "react";
import { browserSynth, isVoiceHelpDismissed, PLAYBACK_RESET_MS, preloadVoices, speakText } from "./speak.js";

export interface Pronounce {
  /** False without browser speech synthesis: the button is then disabled (SPEC §5). */
  supported: boolean;
  playing: boolean;
  /** Starts speaking, or stops when already playing (SPEC §4). */
  toggle(text: string, locale: string): Promise<void>;
}

/**
 * Speech for one pronounce button. `onVoiceMissing` runs when no installed
 * voice speaks the language and the learner has not dismissed the help for good.
 */
export function usePronounce(onVoiceMissing: () => void): Pronounce {
  const [synth] = useState(browserSynth);
  const [playing, setPlaying] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (synth) void preloadVoices(synth);
    return () => clearTimeout(resetTimer.current);
  }, [synth]);

  const stop = useCallback(() => {
    clearTimeout(resetTimer.current);
    setPlaying(false);
  }, []);

  const toggle = useCallback(
    async (text: string, locale: string) => {
      if (!synth) return;
      if (playing) {
        synth.cancel();
        stop();
        return;
      }
      const result = await speakText(synth, text, locale, { allowWithoutVoice: isVoiceHelpDismissed() });
      if (!result.spoken) {
        onVoiceMissing();
        return;
      }
      setPlaying(true);
      clearTimeout(resetTimer.current);
      resetTimer.current = setTimeout(stop, PLAYBACK_RESET_MS);
    },
    [synth, playing, stop, onVoiceMissing],
  );

  return { supported: synth !== undefined, playing, toggle };
}
