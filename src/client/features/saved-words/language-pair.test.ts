import { describe, expect, it } from "vitest";
import { languagesWithSavedWords, mainLanguageOptions, resolveGlossaryPair, withSavedLanguage } from "./language-pair.js";

const GLOSSARIES = ["en", "es", "fr", "it", "ja"];

describe("the glossary's language pair (SPEC §4 glossary view)", () => {
  it("keeps the chosen pair while the saved language has words", () => {
    expect(resolveGlossaryPair({ mainLanguage: "fr", savedLanguage: "es" }, ["es", "ja"], GLOSSARIES)).toEqual({
      mainLanguage: "fr",
      savedLanguage: "es",
    });
  });

  it("switches to another language with saved words when the chosen one has none", () => {
    expect(resolveGlossaryPair({ mainLanguage: "en", savedLanguage: "it" }, ["es", "ja"], GLOSSARIES)).toEqual({
      mainLanguage: "en",
      savedLanguage: "es",
    });
  });

  it("prefers a switch that does not land on the main language", () => {
    expect(resolveGlossaryPair({ mainLanguage: "en", savedLanguage: "it" }, ["en", "ja"], GLOSSARIES)).toEqual({
      mainLanguage: "en",
      savedLanguage: "ja",
    });
  });

  it("moves the main language away when the only saved words are in it", () => {
    expect(resolveGlossaryPair({ mainLanguage: "en", savedLanguage: "it" }, ["en"], GLOSSARIES)).toEqual({
      mainLanguage: "es",
      savedLanguage: "en",
    });
  });

  it("clears the selection when nothing is saved", () => {
    expect(resolveGlossaryPair({ mainLanguage: "fr", savedLanguage: "es" }, [], GLOSSARIES)).toEqual({
      mainLanguage: "fr",
      savedLanguage: null,
    });
  });

  it("starts from English and the first saved language when nothing was chosen", () => {
    expect(resolveGlossaryPair(null, ["ja", "es"], GLOSSARIES)).toEqual({ mainLanguage: "en", savedLanguage: "ja" });
  });

  it("drops a remembered main language that has no glossary now", () => {
    expect(resolveGlossaryPair({ mainLanguage: "ko", savedLanguage: "es" }, ["es"], GLOSSARIES).mainLanguage).toBe("en");
    expect(resolveGlossaryPair({ mainLanguage: "ko", savedLanguage: "es" }, ["es"], ["es", "fr"]).mainLanguage).toBe("fr");
    expect(resolveGlossaryPair(null, ["es"], ["es"]).mainLanguage).toBeNull();
  });

  it("never offers the saved language for the main column", () => {
    expect(mainLanguageOptions(GLOSSARIES, "es")).toEqual(["en", "fr", "it", "ja"]);
  });

  it("exchanges the two when the main language is chosen as the saved one", () => {
    expect(withSavedLanguage({ mainLanguage: "en", savedLanguage: "es" }, "en")).toEqual({ mainLanguage: "es", savedLanguage: "en" });
    expect(withSavedLanguage({ mainLanguage: "en", savedLanguage: "es" }, "ja")).toEqual({ mainLanguage: "en", savedLanguage: "ja" });
  });

  it("lists each language with saved words once, in the language table's order", () => {
    const saved = [{ languageCode: "ja" }, { languageCode: "es" }, { languageCode: "ja" }, { languageCode: "xx" }];
    expect(languagesWithSavedWords(saved, ["en", "es", "ja"])).toEqual(["es", "ja", "xx"]);
  });
});
