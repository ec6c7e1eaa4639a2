/** SPEC §5 and §8 admin wording, word for word; the descriptions beyond the spec's titles are ours. */
export const ADMIN_TOASTS = {
  noFileTitle: "No file selected",
  uploadFailed: "Upload failed",
  importFailed: "Import failed",
  uploaded: "Glossary uploaded",
  imported: "Glossary imported",
  resetFailed: "Reset failed",
} as const;

const numbers = new Intl.NumberFormat("en-US");

/** "1,000" — counts read the same whatever the browser's locale, like the rest of the English UI. */
export const formatCount = (n: number): string => numbers.format(n);

/** "1,000 words", "1 word"; `countOf(2, "problem")` → "2 problems". */
export const countOf = (n: number, noun: string): string => `${formatCount(n)} ${n === 1 ? noun : `${noun}s`}`;
export const wordsLabel = (wordCount: number): string => countOf(wordCount, "word");
