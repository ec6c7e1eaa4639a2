import { parseExample } from "../../../../shared/examples.js";

/**
 * Examples as on the cards (SPEC §1): `*text*` emphasised, a trailing
 * parenthetical (the English translation) on its own line; all as text.
 */
export function ExampleList({ examples }: { examples: readonly string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5 text-sm leading-relaxed">
      {examples.map((example, i) => {
        const { segments, translation } = parseExample(example);
        return (
          <li key={i}>
            {segments.map((segment, j) =>
              segment.emphasis ? (
                <em key={j} className="font-semibold text-foreground not-italic">
                  {segment.text}
                </em>
              ) : (
                <span key={j}>{segment.text}</span>
              ),
            )}
            {translation && (
              <span lang="en" className="block text-muted-foreground">
                ({translation})
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
