/**
 * What the app's admin page composes from the admin feature. The home page
 * imports components/AdminBanner.js directly: this index also reaches the
 * upload form, whose shared schemas would pull zod into the home page's JavaScript.
 */
export { ImportGlossaries } from "./components/ImportGlossaries.js";
export { InstalledGlossariesTable } from "./components/InstalledGlossariesTable.js";
export { UploadGlossaryForm } from "./components/UploadGlossaryForm.js";
