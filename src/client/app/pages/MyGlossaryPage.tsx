import { useCallback, useRef, useState } from "react";
import { languageByCode } from "../../../shared/languages.js";
import { MyGlossary, type RenderPronounce } from "../../features/saved-words/index.js";
import { LoadError, PronounceButton, useAvailableLanguages, VoiceHelpDialog } from "../../features/words/index.js";
import { PageShell } from "./PageShell.js";

/**
 * /my-glossary (SPEC §2), login required (guarded in the router): the saved
 * words, pronounced with the words feature's speech.
 */
export function MyGlossaryPage() {
  const available = useAvailableLanguages();
  const [voiceHelpFor, setVoiceHelpFor] = useState<string | null>(null);
  // Keeps the language named while the dialog closes.
  const lastVoiceHelp = useRef("");
  if (voiceHelpFor) lastVoiceHelp.current = voiceHelpFor;

  const renderPronounce = useCallback<RenderPronounce>((text, languageCode) => {
    const language = languageByCode(languageCode);
    return (
      <PronounceButton
        word={text}
        locale={language?.locale ?? languageCode}
        onVoiceMissing={() => setVoiceHelpFor(language?.name ?? languageCode)}
      />
    );
  }, []);

  return (
    <PageShell title="My Glossary">
      {available.error ? (
        <LoadError error={available.error} />
      ) : (
        <MyGlossary glossaryLanguages={available.data} renderPronounce={renderPronounce} />
      )}
      <VoiceHelpDialog
        open={voiceHelpFor !== null}
        languageName={voiceHelpFor ?? lastVoiceHelp.current}
        onClose={() => setVoiceHelpFor(null)}
      />
    </PageShell>
  );
}
