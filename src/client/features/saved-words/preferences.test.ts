import { describe, expect, it } from "vitest";
import {
  GLOSSARY_PREFERENCES_KEY,
  loadGlossaryPreferences,
  parseGlossaryPreferences,
  saveGlossaryPreferences,
  toStoredPreferences,
} from "./preferences.js";

describe("glossary preferences (polyglot-glossary-preferences)", () => {
  it("reads the pair from mainLanguage and the first translation language", () => {
    expect(parseGlossaryPreferences('{"mainLanguage":"en","translationLanguages":["es"]}')).toEqual({
      mainLanguage: "en",
      savedLanguage: "es",
    });
    expect(parseGlossaryPreferences('{"mainLanguage":"","translationLanguages":[]}')).toEqual({
      mainLanguage: null,
      savedLanguage: null,
    });
  });

  it("decides by the codes: stored names are written for readers, not trusted", () => {
    const raw = JSON.stringify({
      mainLanguage: "fr",
      translationLanguages: ["ja"],
      mainLanguageName: "Klingon",
      translationLanguageNames: [42],
    });
    expect(parseGlossaryPreferences(raw)).toEqual({ mainLanguage: "fr", savedLanguage: "ja" });
  });

  it.each([
    ["nothing stored", null],
    ["not JSON", "{oops"],
    ["not an object", '"en"'],
    ["null", "null"],
    ["main not a string", '{"mainLanguage":1,"translationLanguages":["es"]}'],
    ["main missing", '{"translationLanguages":["es"]}'],
    ["translations not an array", '{"mainLanguage":"en","translationLanguages":"es"}'],
    ["a translation not a string", '{"mainLanguage":"en","translationLanguages":[3]}'],
  ])("rejects %s", (_name, raw) => {
    expect(parseGlossaryPreferences(raw)).toBeNull();
  });

  it("stores the pair with the selected languages' names (SPEC §3)", () => {
    expect(toStoredPreferences({ mainLanguage: "en", savedLanguage: "es" })).toEqual({
      mainLanguage: "en",
      translationLanguages: ["es"],
      mainLanguageName: "English",
      translationLanguageNames: ["Spanish"],
    });
    expect(toStoredPreferences({ mainLanguage: "en", savedLanguage: null })).toEqual({
      mainLanguage: "en",
      translationLanguages: [],
      mainLanguageName: "English",
      translationLanguageNames: [],
    });
  });

  it("round-trips through storage and ignores a bad value", () => {
    const storage = memoryStorage();
    expect(loadGlossaryPreferences(storage)).toBeNull();
    saveGlossaryPreferences({ mainLanguage: "ko", savedLanguage: "vi" }, storage);
    expect(JSON.parse(storage.getItem(GLOSSARY_PREFERENCES_KEY)!)).toMatchObject({ translationLanguageNames: ["Vietnamese"] });
    expect(loadGlossaryPreferences(storage)).toEqual({ mainLanguage: "ko", savedLanguage: "vi" });
    storage.setItem(GLOSSARY_PREFERENCES_KEY, '{"mainLanguage":["ko"]}');
    expect(loadGlossaryPreferences(storage)).toBeNull();
  });

  it("keeps working when storage refuses to write", () => {
    const full = { ...memoryStorage(), setItem: () => { throw new Error("QuotaExceededError"); } };
    expect(() => saveGlossaryPreferences({ mainLanguage: "en", savedLanguage: "es" }, full)).not.toThrow();
  });
});

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}
