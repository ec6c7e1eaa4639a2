import { Check } from "lucide-react";
import type { LanguageInfo } from "../../../../shared/words.js";
import { cn } from "../../../components/ui/cn.js";

export interface LanguageChoice {
  language: LanguageInfo;
  chosen: boolean;
  /** Why it cannot be chosen (no glossary, or it is the main language); undefined when it can. */
  unavailableReason?: string;
}

/**
 * The picker's 3-column grid of languages with flags (SPEC §2). Languages that
 * cannot be chosen stay in the grid, greyed out and focusable with their
 * reason read out, so keyboard and screen-reader users learn why.
 */
export function LanguageGrid({ choices, onChoose }: { choices: LanguageChoice[]; onChoose: (code: string) => void }) {
  return (
    <ul className="grid grid-cols-3 gap-1.5">
      {choices.map(({ language, chosen, unavailableReason }) => {
        const unavailable = unavailableReason !== undefined;
        return (
          <li key={language.code}>
            <button
              type="button"
              aria-pressed={chosen}
              aria-disabled={unavailable || undefined}
              title={unavailableReason}
              onClick={() => !unavailable && onChoose(language.code)}
              className={cn(
                "flex w-full min-w-0 flex-col items-center gap-1 rounded-md border px-1.5 py-2 text-xs sm:text-sm",
                chosen ? "border-primary bg-accent text-accent-foreground" : "border-transparent hover:bg-muted",
                unavailable && "cursor-not-allowed border-dashed border-border text-muted-foreground hover:bg-transparent",
              )}
            >
              <span aria-hidden="true" className={cn("text-2xl leading-none", unavailable && "opacity-50 grayscale")}>
                {language.flag}
              </span>
              <span className="flex items-center gap-1 truncate">
                {chosen && <Check aria-hidden="true" className="h-3.5 w-3.5" />}
                {language.name}
              </span>
              {unavailable && <span className="sr-only">({unavailableReason})</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
