import { speechText } from "../../../../shared/examples.js";
import { pickVoice } from "./voices.js";

/** SPEC §9: voices are awaited up to 3 s, 1 s in the check made when the button is pressed. */
export const VOICE_WAIT_MS = 3_000;
export const PLAY_CHECK_WAIT_MS = 1_000;
/** SPEC §4: the playing indicator resets after 3 s. */
export const PLAYBACK_RESET_MS = 3_000;

/** The part of window.speechSynthesis we use, so tests can pass a fake. */
export type Synth = Pick<SpeechSynthesis, "getVoices" | "speak" | "cancel" | "addEventListener" | "removeEventListener">;

export function browserSynth(): Synth | undefined {
  return typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : undefined;
}

/**
 * Browsers load voices lazily (Chrome answers an empty list at first and fires
 * `voiceschanged` later): resolve with the voices once there are some, or with
 * whatever there is when the time is up.
 */
export function waitForVoices(synth: Synth, timeoutMs: number): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener("voiceschanged", onChange);
      resolve(synth.getVoices());
    };
    const onChange = () => {
      if (synth.getVoices().length > 0) done();
    };
    const timer = setTimeout(done, timeoutMs);
    synth.addEventListener("voiceschanged", onChange);
  });
}

let preloading: { synth: Synth; voices: Promise<SpeechSynthesisVoice[]> } | undefined;

/** Starts loading voices early (up to 3 s) so the press check rarely has to wait. */
export function preloadVoices(synth: Synth): Promise<SpeechSynthesisVoice[]> {
  if (preloading?.synth !== synth) preloading = { synth, voices: waitForVoices(synth, VOICE_WAIT_MS) };
  return preloading.voices;
}

export type SpeakResult = { spoken: true } | { spoken: false; reason: "no-voice" };

export interface SpeakOptions {
  /** When no voice matches: speak anyway with the browser's pick for the locale (the user dismissed the help for good). */
  allowWithoutVoice: boolean;
  makeUtterance?: (text: string) => SpeechSynthesisUtterance;
}

/** Speaks `text` in `locale` with the best matching voice, rate, pitch and volume 1 (SPEC §9). */
export async function speakText(synth: Synth, text: string, locale: string, options: SpeakOptions): Promise<SpeakResult> {
  const voices = await waitForVoices(synth, PLAY_CHECK_WAIT_MS);
  const voice = pickVoice(voices, locale);
  if (!voice && !options.allowWithoutVoice) return { spoken: false, reason: "no-voice" };
  const utterance = (options.makeUtterance ?? ((t) => new SpeechSynthesisUtterance(t)))(speechText(text));
  utterance.lang = voice?.lang ?? locale;
  if (voice) utterance.voice = voice;
  utterance.rate = 1;
  utterance.pitch = 1;
  utterance.volume = 1;
  // A click while something else is speaking should be heard now, not queued.
  synth.cancel();
  synth.speak(utterance);
  return { spoken: true };
}

/** `ttsInfoDismissed` = "1" once the learner chose not to see the voice help again (SPEC §3). */
export const VOICE_HELP_DISMISSED_KEY = "ttsInfoDismissed";

export function isVoiceHelpDismissed(): boolean {
  try {
    return localStorage.getItem(VOICE_HELP_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

export function dismissVoiceHelpForGood(): void {
  try {
    localStorage.setItem(VOICE_HELP_DISMISSED_KEY, "1");
  } catch {
    // Storage disabled: the help shows again next time, which is harmless.
  }
}
