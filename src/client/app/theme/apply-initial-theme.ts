/**
 * Imported first by main.tsx: the CSP forbids inline scripts, so the earliest
 * place to set the theme class is the top of the entry module, before React
 * renders anything.
 */
import { applyTheme, resolvedTheme } from "./theme.js";

applyTheme(resolvedTheme());
