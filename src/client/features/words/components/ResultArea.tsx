import { LoaderCircle, TriangleAlert } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import type { LanguageInfo } from "../../../../shared/words.js";
import { LoginRequiredDialog } from "../../../components/prompts/LoginRequiredDialog.js";
import { SubscriptionRequiredDialog } from "../../../components/prompts/SubscriptionRequiredDialog.js";
import { RANDOM_WORD_FAILED } from "../api/random-word.js";
import { VoiceHelpDialog } from "../speech/VoiceHelpDialog.js";
import type { FlashStatus, ShownWord } from "../useFlash.js";
import { CardGrid } from "./CardGrid.js";

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
  // Keeps the language named while the dialog animates closed.
  const lastVoiceHelp = useRef("");
  if (voiceHelpFor) lastVoiceHelp.current = voiceHelpFor;
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
        <CardGrid
          word={word}
          languages={languages}
          signedIn={signedIn}
          onLoginRequired={openLogin}
          onSubscriptionRequired={openSubscription}
          onVoiceMissing={setVoiceHelpFor}
        />
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
      <VoiceHelpDialog
        open={voiceHelpFor !== null}
        languageName={voiceHelpFor ?? lastVoiceHelp.current}
        onClose={() => setVoiceHelpFor(null)}
      />
    </section>
  );
}
