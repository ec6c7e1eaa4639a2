import { LoaderCircle, TriangleAlert } from "lucide-react";
import { useCallback, useState } from "react";
import type { LanguageInfo } from "../../../../shared/words.js";
import { LoginRequiredDialog } from "../../../components/prompts/LoginRequiredDialog.js";
import { SubscriptionRequiredDialog } from "../../../components/prompts/SubscriptionRequiredDialog.js";
import { RANDOM_WORD_FAILED } from "../api/random-word.js";
import { VoiceHelpDialog } from "../speech/VoiceHelpDialog.js";
import type { FlashStatus, ShownWord } from "../useFlash.js";
import { useFlashAnimation } from "./useFlashAnimation.js";
import { WordCard } from "./WordCard.js";

export interface ResultAreaProps {
  status: FlashStatus;
  word: ShownWord | null;
  languages: readonly LanguageInfo[];
  signedIn: boolean;
}

/** SPEC §4 generation states: idle hint, loading, the cards (main language first), or the error banner. */
export function ResultArea({ status, word, languages, signedIn }: ResultAreaProps) {
  const [loginPrompt, setLoginPrompt] = useState(false);
  const [subscriptionPrompt, setSubscriptionPrompt] = useState(false);
  const [voiceHelpFor, setVoiceHelpFor] = useState<string | null>(null);
  const cardsRef = useFlashAnimation(word?.flashNumber);
  const openLogin = useCallback(() => setLoginPrompt(true), []);
  const openSubscription = useCallback(() => setSubscriptionPrompt(true), []);

  return (
    <section aria-label="Word cards" aria-busy={status === "loading"} className="flex flex-col gap-4">
      {status === "error" && (
        <p role="alert" className="flex items-center gap-2 rounded-lg border border-destructive p-3 text-destructive">
          <TriangleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
          {RANDOM_WORD_FAILED}
        </p>
      )}
      {word ? (
        <div ref={cardsRef} data-word-key={word.wordKey} data-flash={word.flashNumber} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {word.entries.map((entry, i) => {
            const language = languages.find((l) => l.code === entry.language_code);
            return (
              <WordCard
                key={entry.id}
                entry={entry}
                language={language ?? { name: entry.language_code, flag: "", locale: entry.language_code }}
                isMain={i === 0}
                signedIn={signedIn}
                onLoginRequired={openLogin}
                onSubscriptionRequired={openSubscription}
                onVoiceMissing={setVoiceHelpFor}
              />
            );
          })}
        </div>
      ) : status === "loading" ? (
        <p role="status" className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="h-6 w-6 animate-spin motion-reduce:animate-none" />
          Loading a word…
        </p>
      ) : (
        status !== "error" && (
          <p className="py-12 text-center text-muted-foreground">
            Press <strong className="text-foreground">Flash</strong> for a random word in every language you picked.
            <span className="hidden md:inline"> Space or Enter flashes too.</span>
            <span className="md:hidden"> Double-tap the page for the next one.</span>
          </p>
        )
      )}

      <LoginRequiredDialog
        open={loginPrompt}
        onOpenChange={setLoginPrompt}
        description="Log in to save words to your personal glossary."
      />
      <SubscriptionRequiredDialog
        open={subscriptionPrompt}
        onOpenChange={setSubscriptionPrompt}
        description="Free accounts keep up to 5 saved words."
      />
      <VoiceHelpDialog languageName={voiceHelpFor} onClose={() => setVoiceHelpFor(null)} />
    </section>
  );
}
