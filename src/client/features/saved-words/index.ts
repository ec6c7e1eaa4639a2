/**
 * What the app composes from the saved-words feature (the personal glossary).
 * The home page imports `use-saved-words.ts` directly instead: through this
 * index the My Glossary page would join the home page's chunk (JS budget).
 */
export { MyGlossary } from "./components/MyGlossary.js";
export type { RenderPronounce } from "./components/SavedWordDialog.js";
