import { describe, expect, it } from "vitest";
import { FLASH_MESSAGES } from "../../../../shared/flash-messages.js";
import { flashReadiness, toggleTranslation, withDefaultMain, withMainLanguage, withTranslationLanguages } from "./rules.js";

const prefs = (mainLanguage: string, translationLanguages: string[]) => ({ mainLanguage, translationLanguages });

describe("language selection rules", () => {
  it("removes the new main language from the translations", () => {
    expect(withMainLanguage(prefs("en", ["es", "fr"]), "es")).toEqual(prefs("es", ["fr"]));
  });

  it("drops the main language and repeats from the translations", () => {
    expect(withTranslationLanguages(prefs("en", []), ["es", "en", "es", "fr"])).toEqual(prefs("en", ["es", "fr"]));
  });

  it("toggles one translation, keeping the chosen order", () => {
    expect(toggleTranslation(prefs("en", ["fr"]), "es")).toEqual(prefs("en", ["fr", "es"]));
    expect(toggleTranslation(prefs("en", ["fr", "es"]), "fr")).toEqual(prefs("en", ["es"]));
    expect(toggleTranslation(prefs("en", []), "en")).toEqual(prefs("en", []));
  });

  it("defaults the main language to English only when English is available and nothing is chosen", () => {
    expect(withDefaultMain(prefs("", ["en"]), ["en", "es"])).toEqual(prefs("en", []));
    expect(withDefaultMain(prefs("", []), ["es"])).toEqual(prefs("", []));
    expect(withDefaultMain(prefs("fr", []), ["en"])).toEqual(prefs("fr", []));
  });

  it("names the first unmet rule of SPEC §5", () => {
    const available = ["en", "es", "fr"];
    expect(flashReadiness(prefs("en", ["es"]), undefined)).toEqual({ ready: false, message: null });
    expect(flashReadiness(prefs("", ["es"]), available)).toEqual({ ready: false, message: FLASH_MESSAGES.noMainLanguage });
    expect(flashReadiness(prefs("de", ["es"]), available)).toEqual({ ready: false, message: FLASH_MESSAGES.mainWithoutGlossary });
    expect(flashReadiness(prefs("en", []), available)).toEqual({ ready: false, message: FLASH_MESSAGES.noTranslationLanguage });
    expect(flashReadiness(prefs("en", ["de"]), available)).toEqual({
      ready: false,
      message: FLASH_MESSAGES.translationsWithoutGlossary,
    });
    expect(flashReadiness(prefs("en", ["de", "es"]), available)).toEqual({ ready: true });
  });

  it("uses the exact wording of SPEC §5 (the server answers with the same constants)", () => {
    expect(Object.values(FLASH_MESSAGES)).toEqual([
      "Please select a main language first",
      "Selected main language has no glossary available",
      "Select atleast two languages in the selection above",
      "Selected translation languages have no glossaries available",
    ]);
  });
});
