import { afterEach, describe, expect, it, vi } from "vitest";
import { applyTheme, rememberTheme, resolvedTheme, storedTheme, THEME_STORAGE_KEY } from "./theme.js";

function systemPrefersDark(dark: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: dark && query.includes("dark"), addEventListener() {}, removeEventListener() {} }));
}

describe("theme", () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.className = "";
    vi.unstubAllGlobals();
  });

  it("follows the system until a theme is chosen", () => {
    systemPrefersDark(true);
    expect(resolvedTheme()).toBe("dark");
    systemPrefersDark(false);
    expect(resolvedTheme()).toBe("light");
  });

  it("prefers the remembered choice and ignores anything else stored under its key", () => {
    systemPrefersDark(true);
    rememberTheme("light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    expect(resolvedTheme()).toBe("light");
    localStorage.setItem(THEME_STORAGE_KEY, "purple");
    expect(storedTheme()).toBeNull();
    expect(resolvedTheme()).toBe("dark");
  });

  it("puts exactly one theme class on <html>", () => {
    applyTheme("dark");
    expect(document.documentElement.className).toBe("dark");
    applyTheme("light");
    expect(document.documentElement.className).toBe("light");
  });
});
