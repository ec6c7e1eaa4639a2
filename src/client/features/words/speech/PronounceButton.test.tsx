// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeSynth } from "./fake-synth.js";
import { PronounceButton } from "./PronounceButton.js";
import { PLAYBACK_RESET_MS, VOICE_HELP_DISMISSED_KEY } from "./speak.js";

class Utterance {
  lang = "";
  voice: SpeechSynthesisVoice | null = null;
  rate = 0;
  pitch = 0;
  volume = 0;
  constructor(readonly text: string) {}
}

let synth: FakeSynth;

beforeEach(() => {
  vi.useFakeTimers();
  synth = new FakeSynth([{ name: "Google español", lang: "es-ES" }]);
  Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
  vi.stubGlobal("SpeechSynthesisUtterance", Utterance);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (window as { speechSynthesis?: unknown }).speechSynthesis;
});

async function press(name: RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe("pronounce button", () => {
  it("speaks the cleaned word, shows playing, and resets after 3 s", async () => {
    render(<PronounceButton word="la *manzana* (f)" locale="es-ES" onVoiceMissing={() => {}} />);
    await press(/^Pronounce/);
    expect(synth.spoken).toHaveLength(1);
    expect(synth.spoken[0]).toMatchObject({ text: "la manzana", lang: "es-ES", rate: 1, pitch: 1, volume: 1 });
    expect(screen.getByRole("button", { name: /^Stop pronouncing/ }).getAttribute("aria-pressed")).toBe("true");
    await act(() => vi.advanceTimersByTimeAsync(PLAYBACK_RESET_MS));
    expect(screen.getByRole("button", { name: /^Pronounce/ }).getAttribute("aria-pressed")).toBe("false");
  });

  it("stops when pressed while playing", async () => {
    render(<PronounceButton word="hola" locale="es-ES" onVoiceMissing={() => {}} />);
    await press(/^Pronounce/);
    const cancelsBefore = synth.cancelled;
    await press(/^Stop pronouncing/);
    expect(synth.cancelled).toBe(cancelsBefore + 1);
    expect(synth.spoken).toHaveLength(1);
    expect(screen.getByRole("button", { name: /^Pronounce/ })).toBeTruthy();
  });

  it("asks for the voice help when no voice speaks the language", async () => {
    const onVoiceMissing = vi.fn();
    render(<PronounceButton word="สวัสดี" locale="th-TH" onVoiceMissing={onVoiceMissing} />);
    await press(/^Pronounce/);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onVoiceMissing).toHaveBeenCalledOnce();
    expect(synth.spoken).toHaveLength(0);
  });

  it("speaks without a matched voice once the help was dismissed for good", async () => {
    localStorage.setItem(VOICE_HELP_DISMISSED_KEY, "1");
    const onVoiceMissing = vi.fn();
    render(<PronounceButton word="สวัสดี" locale="th-TH" onVoiceMissing={onVoiceMissing} />);
    await press(/^Pronounce/);
    expect(onVoiceMissing).not.toHaveBeenCalled();
    expect(synth.spoken[0]).toMatchObject({ text: "สวัสดี", lang: "th-TH" });
  });
});
