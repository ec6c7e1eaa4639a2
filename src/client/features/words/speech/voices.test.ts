import { describe, expect, it } from "vitest";
import { languagePrefix, pickVoice } from "./voices.js";

const v = (name: string, lang: string) => ({ name, lang });

describe("voice matching", () => {
  it("matches by the locale's language prefix", () => {
    const voices = [v("Alex", "en-US"), v("Mónica", "es-MX"), v("Thomas", "fr-FR")];
    expect(pickVoice(voices, "es-ES")?.name).toBe("Mónica");
    expect(pickVoice(voices, "it-IT")).toBeUndefined();
  });

  it("does not take a longer code for the prefix", () => {
    expect(pickVoice([v("Estonian", "et-EE"), v("Other", "est")], "es-ES")).toBeUndefined();
  });

  it("prefers the provider's own voice, then the exact locale", () => {
    const voices = [v("Mónica", "es-ES"), v("Paulina", "es-MX"), v("Google español de Estados Unidos", "es-US")];
    expect(pickVoice(voices, "es-ES")?.name).toBe("Google español de Estados Unidos");
    const withExact = [...voices, v("Google español", "es-ES")];
    expect(pickVoice(withExact, "es-ES")?.name).toBe("Google español");
    expect(pickVoice([v("Paulina", "es-MX"), v("Mónica", "es-ES")], "es-ES")?.name).toBe("Mónica");
    expect(pickVoice([v("Microsoft Huihui - Chinese (Simplified, PRC)", "zh-CN"), v("Ting-Ting", "zh-CN")], "zh-CN")?.name).toMatch(
      /^Microsoft/,
    );
  });

  it("accepts underscores and case differences in voice languages (Android reports es_ES)", () => {
    expect(pickVoice([v("Spanish", "ES_es")], "es-ES")?.name).toBe("Spanish");
    expect(languagePrefix("zh_CN")).toBe("zh");
  });
});
