import { ArrowRight, ChevronDown } from "lucide-react";
import { useState } from "react";
import type { LanguageInfo } from "../../../../shared/words.js";
import { Popover, PopoverContent, PopoverTrigger } from "../../../components/ui/popover.js";
import { LanguageGrid, type LanguageChoice } from "./LanguageGrid.js";

export const NO_GLOSSARY = "No glossary available yet";
export const IS_MAIN_LANGUAGE = "This is the main language";

export interface LanguageSelectorBarProps {
  /** The languages the pickers offer (selectable ones), in table order. */
  languages: readonly LanguageInfo[];
  /** Codes that have a glossary. */
  available: readonly string[];
  mainLanguage: string;
  translationLanguages: readonly string[];
  onMainLanguage: (code: string) => void;
  onToggleTranslation: (code: string) => void;
}

/** SPEC §2: main-language dropdown, an arrow, translation-languages dropdown with a +N badge. */
export function LanguageSelectorBar(props: LanguageSelectorBarProps) {
  const { languages, available, mainLanguage, translationLanguages } = props;
  const [mainOpen, setMainOpen] = useState(false);
  const nameOf = (code: string) => languages.find((l) => l.code === code);
  const main = nameOf(mainLanguage);
  const translations = translationLanguages.map((c) => nameOf(c) ?? { code: c, name: c, flag: "" });
  const first = translations[0];

  const mainChoices: LanguageChoice[] = languages.map((language) => ({
    language,
    chosen: language.code === mainLanguage,
    unavailableReason: available.includes(language.code) ? undefined : NO_GLOSSARY,
  }));
  const translationChoices: LanguageChoice[] = languages.map((language) => ({
    language,
    chosen: translationLanguages.includes(language.code),
    unavailableReason:
      language.code === mainLanguage ? IS_MAIN_LANGUAGE : available.includes(language.code) ? undefined : NO_GLOSSARY,
  }));

  return (
    <div className="no-double-tap flex items-center justify-center gap-2 sm:gap-3">
      <Popover open={mainOpen} onOpenChange={setMainOpen}>
        <PopoverTrigger className={triggerClasses}>
          <span className="sr-only">Main language: </span>
          <span aria-hidden="true" className="text-xl leading-none">
            {main?.flag ?? "🌐"}
          </span>
          <span className="truncate">{main?.name ?? (mainLanguage || "Pick one")}</span>
          <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0 text-muted-foreground" />
        </PopoverTrigger>
        <PopoverContent aria-label="Choose the main language" className="w-[min(22rem,calc(100vw-2rem))]">
          <p className="px-1 pb-2 text-sm font-semibold">Main language</p>
          <LanguageGrid
            choices={mainChoices}
            onChoose={(code) => {
              props.onMainLanguage(code);
              setMainOpen(false);
            }}
          />
        </PopoverContent>
      </Popover>

      <ArrowRight aria-hidden="true" className="h-5 w-5 shrink-0 text-muted-foreground" />

      <Popover>
        <PopoverTrigger className={triggerClasses}>
          <span className="sr-only">Translation languages: </span>
          <span aria-hidden="true" className="text-xl leading-none">
            {first?.flag || "🌐"}
          </span>
          <span className="truncate">{first?.name ?? "Pick languages"}</span>
          {translations.length > 1 && (
            <>
              {/* Screen readers put a space around this text, so it reads "Spanish plus French, Italian". */}
              <span className="sr-only">plus {translations.slice(1).map((t) => t.name).join(", ")}</span>
              <span aria-hidden="true" className="rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
                +{translations.length - 1}
              </span>
            </>
          )}
          <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0 text-muted-foreground" />
        </PopoverTrigger>
        <PopoverContent aria-label="Choose translation languages" className="w-[min(22rem,calc(100vw-2rem))]">
          <p className="px-1 pb-2 text-sm font-semibold">Translation languages</p>
          <LanguageGrid choices={translationChoices} onChoose={props.onToggleTranslation} />
        </PopoverContent>
      </Popover>
    </div>
  );
}

const triggerClasses =
  "inline-flex h-11 max-w-[45vw] min-w-0 items-center gap-2 rounded-lg border border-input bg-background px-3 text-sm font-medium hover:bg-muted sm:max-w-xs";
