import { Square, Volume2 } from "lucide-react";
import { Button } from "../../../components/ui/button.js";
import { usePronounce } from "./usePronounce.js";

export interface PronounceButtonProps {
  word: string;
  locale: string;
  onVoiceMissing: () => void;
}

/** Speaks the word; pressed again while playing it stops (SPEC §4, §5). */
export function PronounceButton({ word, locale, onVoiceMissing }: PronounceButtonProps) {
  const { supported, playing, toggle } = usePronounce(onVoiceMissing);
  return (
    <Button
      variant="ghost"
      size="icon"
      lang="en"
      disabled={!supported}
      title={supported ? undefined : "Speech not supported"}
      aria-label={playing ? `Stop pronouncing ${word}` : `Pronounce ${word}`}
      aria-pressed={playing}
      onClick={() => void toggle(word, locale)}
    >
      {playing ? <Square aria-hidden="true" className="h-5 w-5" /> : <Volume2 aria-hidden="true" className="h-5 w-5" />}
    </Button>
  );
}
