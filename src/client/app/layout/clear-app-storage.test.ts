import { describe, expect, it } from "vitest";
import { clearAppStorage } from "./use-logout.js";

describe("clearAppStorage (logout, SPEC §4)", () => {
  it("removes the app's entries and session storage, keeping the theme and other sites' keys", () => {
    localStorage.setItem("polyglot-language-preferences", "{}");
    localStorage.setItem("polyglot-quota:user-1:41000", "{}");
    localStorage.setItem("polyglot-glossary-preferences", "{}");
    localStorage.setItem("ttsInfoDismissed", "1");
    localStorage.setItem("polyglot-theme", "dark");
    localStorage.setItem("unrelated", "kept");
    sessionStorage.setItem("anything", "x");

    clearAppStorage();

    expect({ ...localStorage }).toEqual({ "polyglot-theme": "dark", unrelated: "kept" });
    expect(sessionStorage.length).toBe(0);
  });
});
