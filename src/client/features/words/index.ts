/** What the app composes from the words feature. */
export { useAvailableLanguages } from "./api/available-languages.js";
export { FlashButton } from "./components/FlashButton.js";
export { LanguageSelectorBar } from "./components/LanguageSelectorBar.js";
export { LoadError } from "./components/LoadError.js";
export { NoGlossaries } from "./components/NoGlossaries.js";
export { ResultArea } from "./components/ResultArea.js";
export { SavedWordsContext, type SavedWordsControl } from "./components/saved-words-context.js";
export { PronounceButton } from "./speech/PronounceButton.js";
export { VoiceHelpDialog } from "./speech/VoiceHelpDialog.js";
export { useFlashShortcuts } from "./gestures/useFlashShortcuts.js";
export { useLanguageSelection } from "./selection/useLanguageSelection.js";
export { useFlash } from "./useFlash.js";
