import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { applyTheme, onSystemThemeChange, rememberTheme, resolvedTheme, storedTheme, type Theme } from "./theme.js";

interface ThemeContextValue {
  theme: Theme;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Holds the resolved theme; while nothing is chosen it follows system changes live. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(resolvedTheme);

  useEffect(
    () =>
      onSystemThemeChange(() => {
        if (storedTheme()) return;
        const next = resolvedTheme();
        applyTheme(next);
        setTheme(next);
      }),
    [],
  );

  const toggleTheme = useCallback(() => {
    const next: Theme = resolvedTheme() === "dark" ? "light" : "dark";
    rememberTheme(next);
    setTheme(next);
  }, []);

  return <ThemeContext.Provider value={{ theme, toggleTheme }}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used inside <ThemeProvider>");
  return value;
}
