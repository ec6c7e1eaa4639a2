import { Moon, Sun } from "lucide-react";
import { Tooltip } from "../../components/ui/tooltip.js";
import { useTheme } from "../theme/ThemeProvider.js";
import { headerItemClasses } from "./header-item.js";

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === "dark" ? "Switch to light theme" : "Switch to dark theme";
  return (
    <Tooltip content={label}>
      <button type="button" className={headerItemClasses()} onClick={toggleTheme} aria-label={label}>
        {theme === "dark" ? <Sun aria-hidden="true" className="h-5 w-5" /> : <Moon aria-hidden="true" className="h-5 w-5" />}
      </button>
    </Tooltip>
  );
}
