/** SPEC §5 and §8 admin wording, word for word; the descriptions beyond the spec's titles are ours. */
export const ADMIN_TOASTS = {
  noFileTitle: "No file selected",
  uploadFailed: "Upload failed",
  importFailed: "Import failed",
  uploaded: "Glossary uploaded",
  imported: "Glossary imported",
  resetFailed: "Reset failed",
} as const;

const count = new Intl.NumberFormat("en-US");

/** "1,000 words", "1 word". */
export function wordsLabel(wordCount: number): string {
  return `${count.format(wordCount)} ${wordCount === 1 ? "word" : "words"}`;
}
