import { str, type LooseEntry } from "./model.js";

export interface Counts {
  entries: number;
  byCategory: Record<string, number>;
  byDifficulty: Record<string, number>;
}

export function countEntries(entries: readonly LooseEntry[]): Counts {
  const byCategory: Record<string, number> = {};
  const byDifficulty: Record<string, number> = {};
  for (const entry of entries) {
    const category = str(entry.category) || "(none)";
    const difficulty = str(entry.difficulty) || "(none)";
    byCategory[category] = (byCategory[category] ?? 0) + 1;
    byDifficulty[difficulty] = (byDifficulty[difficulty] ?? 0) + 1;
  }
  return { entries: entries.length, byCategory, byDifficulty };
}
