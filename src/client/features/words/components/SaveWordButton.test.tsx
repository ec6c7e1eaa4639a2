// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WordEntry } from "../../../../shared/words.js";
import { SavedWordsContext, type SavedWordsControl } from "./saved-words-context.js";
import { SaveWordButton } from "./SaveWordButton.js";

afterEach(cleanup);

const entry: WordEntry = {
  id: 7,
  word_key: "apple",
  word: "la manzana",
  phonetic: "",
  category: "food",
  difficulty: "easy",
  example: "",
  examples: [],
  language_code: "es",
};

function renderButton(signedIn: boolean, control: Partial<SavedWordsControl> = {}) {
  const value: SavedWordsControl = { isSaved: () => false, isPending: () => false, toggle: vi.fn(), ...control };
  const prompts = { onLoginRequired: vi.fn(), onSubscriptionRequired: vi.fn() };
  render(
    <SavedWordsContext value={value}>
      <SaveWordButton entry={entry} signedIn={signedIn} {...prompts} />
    </SavedWordsContext>,
  );
  return { value, prompts, button: screen.getByRole("button") };
}

describe("save button on a card", () => {
  it("shows whether the card's word is saved", () => {
    const { button } = renderButton(true, { isSaved: (id) => id === 7 });
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(button.getAttribute("aria-label")).toBe("Remove la manzana from your glossary");
    cleanup();
    const unsaved = renderButton(true).button;
    expect(unsaved.getAttribute("aria-pressed")).toBe("false");
    expect(unsaved.getAttribute("aria-label")).toBe("Save la manzana to your glossary");
  });

  it("toggles the entry through the provided control, handing it the prompts", () => {
    const { value, prompts, button } = renderButton(true);
    fireEvent.click(button);
    expect(value.toggle).toHaveBeenCalledWith({ entryId: 7, languageCode: "es" }, prompts);
  });

  it("is disabled while its toggle is on its way", () => {
    expect((renderButton(true, { isPending: (id) => id === 7 }).button as HTMLButtonElement).disabled).toBe(true);
  });

  it("opens the login prompt for a visitor, and never shows a visitor's word as saved", () => {
    const { value, prompts, button } = renderButton(false, { isSaved: () => true });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button);
    expect(prompts.onLoginRequired).toHaveBeenCalledOnce();
    expect(value.toggle).not.toHaveBeenCalled();
  });
});
