// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MyGlossaryResponse, SavedWord } from "../../../../shared/saved-words.js";
import { createQueryClient } from "../../../lib/query-client.js";
import { GLOSSARY_PREFERENCES_KEY } from "../preferences.js";
import { MyGlossary } from "./MyGlossary.js";

vi.mock("../../../components/ui/toast.js", () => ({ toast: () => {} }));

const word = (id: number, wordKey: string, languageCode: string, text: string): SavedWord => ({
  id,
  word_key: wordKey,
  wordKey,
  languageCode,
  word: text,
  phonetic: `/${text}/`,
  definition: wordKey,
  examples: [`Una *${text}*. (An example.)`],
  difficulty: "easy",
});

let words: SavedWord[];
let subscribed: boolean;

beforeEach(() => {
  localStorage.clear();
  subscribed = false;
  words = [word(1, "apple", "es", "la manzana"), word(2, "house", "es", "la casa"), word(3, "apple", "fr", "la pomme")];
  vi.stubGlobal("fetch", async (path: string) => {
    const url = new URL(path, "http://localhost");
    const language = url.searchParams.get("language")!;
    if (url.pathname === "/api/user-glossary") {
      return json({ savedWords: words.map((w) => ({ entryId: w.id, languageCode: w.languageCode })) });
    }
    if (url.pathname === "/api/my-glossary") {
      const body: MyGlossaryResponse = {
        words: words.filter((w) => w.languageCode === language),
        hasSubscription: subscribed,
        wordCount: words.length,
        wordLimit: subscribed ? null : 5,
      };
      return json(body);
    }
    const key = url.searchParams.get("wordKey")!;
    return json([{ id: 100, word_key: key, word: `${language}:${key}`, phonetic: "", category: "c", difficulty: "easy", example: "", examples: [], language_code: language }]);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
}

function renderGlossary() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MyGlossary glossaryLanguages={["en", "es", "fr", "it"]} renderPronounce={(text) => <button type="button">Pronounce {text}</button>} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const stored = () => JSON.parse(localStorage.getItem(GLOSSARY_PREFERENCES_KEY) ?? "null");

describe("My Glossary", () => {
  it("switches a remembered language without saved words to one that has some, and remembers the switch", async () => {
    localStorage.setItem(GLOSSARY_PREFERENCES_KEY, JSON.stringify({ mainLanguage: "it", translationLanguages: ["ja"] }));
    renderGlossary();
    const table = await screen.findByRole("table");
    await within(table).findByText("it:apple");
    expect((screen.getByLabelText("Saved words in") as HTMLSelectElement).value).toBe("es");
    expect((screen.getByLabelText("Main language") as HTMLSelectElement).value).toBe("it");
    expect(within(table).getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["🇮🇹Italian", "🇪🇸Spanish"]);
    expect(stored()).toEqual({
      mainLanguage: "it",
      translationLanguages: ["es"],
      mainLanguageName: "Italian",
      translationLanguageNames: ["Spanish"],
    });
    expect(screen.getByText("3/5")).toBeTruthy();
  });

  it("never offers the saved language as main, and exchanges them when the main one is chosen to study", async () => {
    words.push(word(4, "apple", "en", "apple"));
    localStorage.setItem(GLOSSARY_PREFERENCES_KEY, JSON.stringify({ mainLanguage: "en", translationLanguages: ["es"] }));
    renderGlossary();
    await screen.findByRole("table");
    const main = screen.getByLabelText("Main language") as HTMLSelectElement;
    expect([...main.options].map((o) => o.value)).toEqual(["en", "fr", "it"]);
    fireEvent.change(screen.getByLabelText("Saved words in"), { target: { value: "en" } });
    await waitFor(() => expect(stored()).toMatchObject({ mainLanguage: "es", translationLanguages: ["en"] }));
    expect(main.value).toBe("es");
  });

  it("opens a word's detail card with every field, and swaps the columns", async () => {
    renderGlossary();
    const table = await screen.findByRole("table");
    await within(table).findByText("en:house");
    fireEvent.click(screen.getByRole("button", { name: "Swap columns" }));
    expect(within(table).getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["🇪🇸Spanish", "🇺🇸English"]);

    fireEvent.click(within(table).getByRole("button", { name: /^la casa/ }));
    const dialog = await screen.findByRole("dialog", { name: "la casa" });
    expect(within(dialog).getByText("/la casa/")).toBeTruthy();
    expect(within(dialog).getByText("Definition: house")).toBeTruthy();
    expect(within(dialog).getByText("easy")).toBeTruthy();
    expect(within(dialog).getByText("en:house")).toBeTruthy();
    expect(within(dialog).getByRole("listitem").textContent).toBe("Una la casa.(An example.)");
    expect(within(dialog).getByRole("button", { name: "Pronounce la casa" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Pronounce en:house" })).toBeTruthy();
  });

  it("shows no counter to a subscriber", async () => {
    subscribed = true;
    renderGlossary();
    await screen.findByRole("table");
    expect(screen.queryByText(/words saved on the free plan/)).toBeNull();
  });

  it("leads an empty glossary back to Flash and clears the selection", async () => {
    words = [];
    localStorage.setItem(GLOSSARY_PREFERENCES_KEY, JSON.stringify({ mainLanguage: "en", translationLanguages: ["es"] }));
    renderGlossary();
    await screen.findByRole("heading", { name: "Your glossary is empty" });
    expect(screen.getByRole("link", { name: "Flash a word" }).getAttribute("href")).toBe("/");
    await waitFor(() => expect(stored()).toMatchObject({ mainLanguage: "en", translationLanguages: [] }));
  });
});
