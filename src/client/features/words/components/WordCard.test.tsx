// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { WordEntry } from "../../../../shared/words.js";
import { createQueryClient } from "../../../lib/query-client.js";
import { WordCard } from "./WordCard.js";

afterEach(cleanup);

const hostile = "<script>alert(1)</script>";
const entry: WordEntry = {
  id: 7,
  word_key: "apple",
  word: `la manzana ${hostile}`,
  phonetic: "/maŋˈθana/ <b>x</b>",
  category: "food <u>u</u>",
  difficulty: "hard",
  example: "",
  examples: ["Una *manzana*. (An apple.)", `Dos ${hostile}.`],
  language_code: "es",
};

function renderCard(isMain: boolean) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <WordCard
        entry={entry}
        language={{ name: "Spanish", flag: "🇪🇸", locale: "es-ES" }}
        isMain={isMain}
        signedIn={false}
        onLoginRequired={() => {}}
        onSubscriptionRequired={() => {}}
        onVoiceMissing={() => {}}
      />
    </QueryClientProvider>,
  );
}

describe("word card", () => {
  it("shows every field as text, never as HTML", () => {
    const { container } = renderCard(true);
    expect(container.querySelector("script, b, u")).toBeNull();
    const card = screen.getByRole("article");
    expect(within(card).getByRole("heading", { level: 2 }).textContent).toBe(`la manzana ${hostile}`);
    expect(card.textContent).toContain("/maŋˈθana/ <b>x</b>");
    expect(card.textContent).toContain("food <u>u</u>");
    expect(within(card).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Una manzana.(An apple.)",
      `Dos ${hostile}.`,
    ]);
  });

  it("carries the language of the entry, with the interface words marked English", () => {
    renderCard(true);
    const card = screen.getByRole("article");
    expect(card.getAttribute("lang")).toBe("es");
    expect(card.querySelector("header")!.getAttribute("lang")).toBe("en");
    expect(screen.getByRole("button", { name: /^Save la manzana/ }).getAttribute("lang")).toBe("en");
  });

  it("shows the Main badge only on the main language's card, and the difficulty", () => {
    renderCard(true);
    expect(screen.getByText("Main")).toBeTruthy();
    expect(screen.getByText("hard").closest("[data-difficulty]")!.className).toContain("text-red-800");
    cleanup();
    renderCard(false);
    expect(screen.queryByText("Main")).toBeNull();
  });

  it("disables the pronounce button with the SPEC title when the browser has no speech synthesis", () => {
    renderCard(false);
    const button = screen.getByRole("button", { name: /^Pronounce/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toBe("Speech not supported");
  });
});
