import { describe, expect, it } from "vitest";
import { EMPTY_PREFERENCES, loadPreferences, parsePreferences, PREFERENCES_KEY, savePreferences } from "./preferences.js";

describe("language preferences", () => {
  it("accepts a value whose types hold", () => {
    expect(parsePreferences('{"mainLanguage":"en","translationLanguages":["es","fr"]}')).toEqual({
      mainLanguage: "en",
      translationLanguages: ["es", "fr"],
    });
    expect(parsePreferences('{"mainLanguage":"","translationLanguages":[]}')).toEqual(EMPTY_PREFERENCES);
  });

  it.each([
    ["nothing stored", null],
    ["not JSON", "{oops"],
    ["not an object", '"en"'],
    ["null", "null"],
    ["main not a string", '{"mainLanguage":1,"translationLanguages":[]}'],
    ["main missing", '{"translationLanguages":["es"]}'],
    ["translations not an array", '{"mainLanguage":"en","translationLanguages":"es"}'],
    ["a translation not a string", '{"mainLanguage":"en","translationLanguages":["es",2]}'],
  ])("rejects %s", (_name, raw) => {
    expect(parsePreferences(raw)).toBeNull();
  });

  it("round-trips through storage and falls back to empty on a bad value", () => {
    const storage = memoryStorage();
    expect(loadPreferences(storage)).toEqual(EMPTY_PREFERENCES);
    savePreferences({ mainLanguage: "fr", translationLanguages: ["it"] }, storage);
    expect(loadPreferences(storage)).toEqual({ mainLanguage: "fr", translationLanguages: ["it"] });
    storage.setItem(PREFERENCES_KEY, '{"mainLanguage":["fr"]}');
    expect(loadPreferences(storage)).toEqual(EMPTY_PREFERENCES);
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
