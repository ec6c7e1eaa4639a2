/** What the app composes from the words feature. */
export { FlashButton } from "./components/FlashButton.js";
export { LanguageSelectorBar } from "./components/LanguageSelectorBar.js";
export { LoadError } from "./components/LoadError.js";
export { NoGlossaries } from "./components/NoGlossaries.js";
export { ResultArea } from "./components/ResultArea.js";
export { useFlashShortcuts } from "./gestures/useFlashShortcuts.js";
export { useLanguageSelection } from "./selection/useLanguageSelection.js";
export { useFlash } from "./useFlash.js";
