import { describe, expect, it } from "vitest";
import { joinExamples, parseExample, speechText, splitEmphasis } from "./examples.js";

describe("example parsing", () => {
  it("splits emphasis and the trailing translation", () => {
    expect(parseExample("Me como una *manzana* cada día. (I eat an apple every day.)")).toEqual({
      segments: [
        { text: "Me como una ", emphasis: false },
        { text: "manzana", emphasis: true },
        { text: " cada día.", emphasis: false },
      ],
      translation: "I eat an apple every day.",
    });
  });

  it("keeps a parenthetical that is not at the end in the text", () => {
    const parsed = parseExample("The *apple* (red) is sweet.");
    expect(parsed.translation).toBeNull();
    expect(parsed.segments.map((s) => s.text).join("")).toBe("The apple (red) is sweet.");
  });

  it("handles several emphasised parts, none, and an unmatched asterisk", () => {
    expect(splitEmphasis("*a* and *b*").filter((s) => s.emphasis).map((s) => s.text)).toEqual(["a", "b"]);
    expect(splitEmphasis("plain")).toEqual([{ text: "plain", emphasis: false }]);
    expect(splitEmphasis("5 * 3")).toEqual([{ text: "5 * 3", emphasis: false }]);
  });

  it("cleans text for speech: markers and parentheticals out, whitespace collapsed", () => {
    expect(speechText("Me como una *manzana*   cada día. (I eat an apple.)")).toBe("Me como una manzana cada día.");
    expect(speechText("l'eau (f)")).toBe("l'eau");
  });

  it("joins examples as the bracketed list of SPEC §3", () => {
    expect(joinExamples(["a", "b"])).toBe("[a, b]");
  });
});
