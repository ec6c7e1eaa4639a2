/**
 * Light/dark theme: follows the system until the learner chooses, then the
 * choice is remembered in localStorage. The resolved theme is one class on
 * <html> (see styles.css), applied before React renders (apply-initial-theme.ts).
 */
export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "polyglot-theme";

const DARK_QUERY = "(prefers-color-scheme: dark)";

export function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === "light" || value === "dark" ? value : null;
  } catch {
    return null; // storage can be disabled; the system theme still applies
  }
}

export function systemTheme(): Theme {
  return window.matchMedia?.(DARK_QUERY).matches ? "dark" : "light";
}

export function resolvedTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.classList.toggle("light", theme === "light");
}

export function rememberTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered, but still applied for this visit.
  }
  applyTheme(theme);
}

/** Calls back when the system theme changes; returns the unsubscribe function. */
export function onSystemThemeChange(callback: () => void): () => void {
  const query = window.matchMedia?.(DARK_QUERY);
  if (!query) return () => {};
  query.addEventListener("change", callback);
  return () => query.removeEventListener("change", callback);
}
