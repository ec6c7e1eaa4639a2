import { parseExample } from "../../../../shared/examples.js";

/**
 * One example sentence: `*text*` emphasised, a trailing parenthetical (the
 * English translation in the predefined glossaries) on its own line. Every
 * piece is rendered as text, never as HTML.
 */
export function ExampleText({ example }: { example: string }) {
  const { segments, translation } = parseExample(example);
  return (
    <>
      <span>
        {segments.map((segment, i) =>
          segment.emphasis ? (
            <em key={i} className="font-semibold text-foreground not-italic">
              {segment.text}
            </em>
          ) : (
            <span key={i}>{segment.text}</span>
          ),
        )}
      </span>
      {translation && (
        <span lang="en" className="block text-sm text-muted-foreground">
          ({translation})
        </span>
      )}
    </>
  );
}
