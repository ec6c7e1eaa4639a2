import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeUtterance, FakeSynth } from "./fake-synth.js";
import { PLAY_CHECK_WAIT_MS, speakText, waitForVoices } from "./speak.js";

const options = { allowWithoutVoice: false, makeUtterance: fakeUtterance };

describe("speaking a word", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("speaks the cleaned text with the matched voice at rate, pitch and volume 1", async () => {
    const synth = new FakeSynth([{ name: "Google français", lang: "fr-FR" }]);
    await expect(speakText(synth, "la *pomme*   rouge (the apple)", "fr-FR", options)).resolves.toEqual({ spoken: true });
    const [utterance] = synth.spoken;
    expect(utterance).toMatchObject({ text: "la pomme rouge", lang: "fr-FR", rate: 1, pitch: 1, volume: 1 });
    expect(utterance!.voice?.name).toBe("Google français");
    expect(synth.cancelled).toBe(1);
  });

  it("waits for voices that arrive late", async () => {
    const synth = new FakeSynth();
    const result = speakText(synth, "hola", "es-ES", options);
    await vi.advanceTimersByTimeAsync(200);
    synth.loadVoices([{ name: "Mónica", lang: "es-ES" }]);
    await expect(result).resolves.toEqual({ spoken: true });
    expect(synth.spoken[0]!.voice?.name).toBe("Mónica");
    expect(synth.listenerCount).toBe(0);
  });

  it("gives up after 1 s in the press check and reports the missing voice", async () => {
    const synth = new FakeSynth();
    const result = speakText(synth, "hola", "es-ES", options);
    await vi.advanceTimersByTimeAsync(PLAY_CHECK_WAIT_MS);
    await expect(result).resolves.toEqual({ spoken: false, reason: "no-voice" });
    expect(synth.spoken).toHaveLength(0);
    expect(synth.listenerCount).toBe(0);
  });

  it("reports a missing voice when no installed voice speaks the language", async () => {
    const synth = new FakeSynth([{ name: "Alex", lang: "en-US" }]);
    await expect(speakText(synth, "สวัสดี", "th-TH", options)).resolves.toEqual({ spoken: false, reason: "no-voice" });
  });

  it("speaks with the locale alone once the learner dismissed the voice help for good", async () => {
    const synth = new FakeSynth([{ name: "Alex", lang: "en-US" }]);
    await speakText(synth, "สวัสดี", "th-TH", { ...options, allowWithoutVoice: true });
    expect(synth.spoken[0]).toMatchObject({ text: "สวัสดี", lang: "th-TH" });
    expect(synth.spoken[0]!.voice).toBeUndefined();
  });

  it("waits up to the given time for the first voices", async () => {
    const synth = new FakeSynth();
    const voices = waitForVoices(synth, 3000);
    await vi.advanceTimersByTimeAsync(2999);
    synth.loadVoices([]);
    let settled = false;
    void voices.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(voices).resolves.toEqual([]);
  });
});
