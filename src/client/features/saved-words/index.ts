/** What the app composes from the saved-words feature (the personal glossary). */
export { MyGlossary } from "./components/MyGlossary.js";
export type { RenderPronounce } from "./components/SavedWordDialog.js";
export { useSavedWords, type SavedWords } from "./use-saved-words.js";
