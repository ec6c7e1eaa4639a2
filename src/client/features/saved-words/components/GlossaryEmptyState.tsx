import { BookMarked, Zap } from "lucide-react";
import { Link } from "react-router";
import { FREE_SAVED_WORD_LIMIT } from "../../../../shared/limits.js";
import { buttonClasses } from "../../../components/ui/button.js";

/** Nothing saved yet: say how saving works and lead back to Flash. */
export function GlossaryEmptyState() {
  return (
    <section
      aria-labelledby="glossary-empty"
      className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-border px-6 py-10 text-center"
    >
      <BookMarked aria-hidden="true" className="h-10 w-10 text-muted-foreground" />
      <h2 id="glossary-empty" className="text-xl font-semibold">
        Your glossary is empty
      </h2>
      <p className="max-w-md text-muted-foreground">
        Flash a word, then press the bookmark on any card to keep it here. Your saved words appear side by side with
        their translation, ready to study. Free accounts keep up to {FREE_SAVED_WORD_LIMIT} words.
      </p>
      <Link to="/" className={buttonClasses({ size: "lg" })}>
        <Zap aria-hidden="true" className="h-5 w-5" />
        Flash a word
      </Link>
    </section>
  );
}
