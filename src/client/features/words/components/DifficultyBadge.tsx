import type { Difficulty } from "../../../../shared/words.js";
import { cn } from "../../../components/ui/cn.js";

/** SPEC §1: easy green, medium amber, hard red; each pair meets AA contrast in both themes. */
const COLOURS: Record<Difficulty, string> = {
  easy: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300",
  medium: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300",
  hard: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
};

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return (
    <span
      data-difficulty={difficulty}
      className={cn("rounded-full px-2 py-0.5 text-xs font-semibold capitalize", COLOURS[difficulty])}
    >
      <span className="sr-only">Difficulty: </span>
      {difficulty}
    </span>
  );
}
