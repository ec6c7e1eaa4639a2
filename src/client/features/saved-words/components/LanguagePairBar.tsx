import { ArrowLeftRight } from "lucide-react";
import { useId } from "react";
import { languageByCode } from "../../../../shared/languages.js";
import { Button } from "../../../components/ui/button.js";
import { Tooltip } from "../../../components/ui/tooltip.js";

export type GlossarySide = "main" | "saved";

export interface LanguagePairBarProps {
  /** The sides from left to right, as the columns below show them. */
  sides: readonly [GlossarySide, GlossarySide];
  mainLanguage: string;
  savedLanguage: string;
  mainOptions: readonly string[];
  /** The languages with saved words, and how many of each. */
  savedOptions: readonly { code: string; count: number }[];
  onMainLanguage: (code: string) => void;
  onSavedLanguage: (code: string) => void;
  onSwap: () => void;
}

export const languageName = (code: string) => languageByCode(code)?.name ?? code;

const selectClasses =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground hover:bg-muted";

/** The two languages of My Glossary, each picker above its column, with the swap button between them. */
export function LanguagePairBar(props: LanguagePairBarProps) {
  const { sides, onSwap } = props;
  return (
    <div role="group" aria-label="Glossary languages" className="grid grid-cols-[1fr_auto_1fr] items-end gap-2 sm:gap-4">
      <SidePicker side={sides[0]} {...props} />
      <Tooltip content="Swap columns">
        <Button variant="outline" size="icon" aria-label="Swap columns" onClick={onSwap}>
          <ArrowLeftRight aria-hidden="true" className="h-5 w-5" />
        </Button>
      </Tooltip>
      <SidePicker side={sides[1]} {...props} />
    </div>
  );
}

function SidePicker({ side, ...props }: LanguagePairBarProps & { side: GlossarySide }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {side === "main" ? "Main language" : "Saved words in"}
      </label>
      {side === "main" ? (
        <select id={id} className={selectClasses} value={props.mainLanguage} onChange={(e) => props.onMainLanguage(e.target.value)}>
          {props.mainOptions.map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </select>
      ) : (
        <select id={id} className={selectClasses} value={props.savedLanguage} onChange={(e) => props.onSavedLanguage(e.target.value)}>
          {props.savedOptions.map(({ code, count }) => (
            <option key={code} value={code}>
              {`${languageName(code)} (${count})`}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
