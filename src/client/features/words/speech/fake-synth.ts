import type { Synth } from "./speak.js";

/** A stand-in for window.speechSynthesis in tests: voices arrive when `loadVoices` is called. */
export class FakeSynth implements Synth {
  spoken: SpeechSynthesisUtterance[] = [];
  cancelled = 0;
  private voices: SpeechSynthesisVoice[] = [];
  private listeners = new Set<() => void>();

  constructor(voices: { name: string; lang: string }[] = []) {
    this.voices = voices.map(toVoice);
  }

  loadVoices(voices: { name: string; lang: string }[]): void {
    this.voices = voices.map(toVoice);
    for (const listener of this.listeners) listener();
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  getVoices(): SpeechSynthesisVoice[] {
    return this.voices;
  }
  speak(utterance: SpeechSynthesisUtterance): void {
    this.spoken.push(utterance);
  }
  cancel(): void {
    this.cancelled++;
  }
  addEventListener(_type: string, listener: EventListenerOrEventListenerObject): void {
    this.listeners.add(listener as () => void);
  }
  removeEventListener(_type: string, listener: EventListenerOrEventListenerObject): void {
    this.listeners.delete(listener as () => void);
  }
}

function toVoice(v: { name: string; lang: string }): SpeechSynthesisVoice {
  return { name: v.name, lang: v.lang, default: false, localService: true, voiceURI: v.name };
}

/** A plain object standing in for SpeechSynthesisUtterance (jsdom has none). */
export function fakeUtterance(text: string): SpeechSynthesisUtterance {
  return { text } as SpeechSynthesisUtterance;
}
