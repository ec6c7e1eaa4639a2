// @vitest-environment jsdom
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ToastOptions } from "../../components/ui/toast.js";
import { createQueryClient } from "../../lib/query-client.js";
import { MY_GLOSSARY_QUERY_KEY } from "./api/my-glossary.js";
import { useSavedWords } from "./use-saved-words.js";

const toasts: ToastOptions[] = [];
vi.mock("../../components/ui/toast.js", () => ({ toast: (t: ToastOptions) => toasts.push(t) }));

/** The server as the hook sees it: the saved list, and the next answers to toggles. */
let saved: { entryId: number; languageCode: string }[];
let toggleAnswers: { status: number; body: unknown }[];
const requests: string[] = [];

beforeEach(() => {
  saved = [{ entryId: 7, languageCode: "es" }];
  toggleAnswers = [];
  requests.length = 0;
  toasts.length = 0;
  vi.stubGlobal("fetch", async (path: string, init: RequestInit) => {
    requests.push(`${init.method} ${path}`);
    if (path === "/api/user-glossary") return json(200, { savedWords: saved });
    const answer = toggleAnswers.shift()!;
    return json(answer.status, answer.body);
  });
});
afterEach(() => vi.unstubAllGlobals());

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function renderSavedWords(signedIn: boolean, client: QueryClient = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useSavedWords({ signedIn }), { wrapper });
}

describe("saving words (SPEC §4, §8)", () => {
  it("knows which entries are saved, toggles them with the SPEC toasts, and refreshes the glossaries", async () => {
    const client = createQueryClient();
    client.setQueryData([...MY_GLOSSARY_QUERY_KEY, "es"], { words: [] });
    const { result } = renderSavedWords(true, client);
    await waitFor(() => expect(result.current.isSaved(7)).toBe(true));
    expect(result.current.isSaved(8)).toBe(false);

    toggleAnswers.push({ status: 200, body: { saved: true } });
    saved = [...saved, { entryId: 8, languageCode: "fr" }];
    await act(async () => {
      expect(await result.current.toggle({ entryId: 8, languageCode: "fr" }, {})).toBe(true);
    });
    expect(result.current.isSaved(8)).toBe(true);
    expect(toasts).toEqual([{ title: "Word saved!", description: "Word added to your personal glossary.", variant: "success" }]);
    expect(client.getQueryState([...MY_GLOSSARY_QUERY_KEY, "es"])?.isInvalidated).toBe(true);

    toggleAnswers.push({ status: 200, body: { saved: false } });
    saved = [{ entryId: 8, languageCode: "fr" }];
    await act(async () => {
      expect(await result.current.toggle({ entryId: 7, languageCode: "es" }, {})).toBe(false);
    });
    expect(result.current.isSaved(7)).toBe(false);
    expect(toasts[1]).toEqual({ title: "Word removed", description: "Word removed from your personal glossary." });
    expect(requests).toContain("POST /api/toggle-glossary-word");
  });

  it("sends 401 to the login prompt, 402 to the subscription prompt, anything else to the error toast", async () => {
    const { result } = renderSavedWords(true);
    await waitFor(() => expect(result.current.isSaved(7)).toBe(true));
    const prompts = { onLoginRequired: vi.fn(), onSubscriptionRequired: vi.fn() };
    toggleAnswers.push(
      { status: 401, body: { error: "login_required", message: "Please sign in to save words." } },
      { status: 402, body: { error: "subscription_required", message: "Free accounts can save up to 5 words." } },
      { status: 500, body: { error: "internal", message: "boom" } },
    );
    for (let i = 0; i < 3; i++) {
      await act(async () => {
        expect(await result.current.toggle({ entryId: 9, languageCode: "es" }, prompts)).toBeNull();
      });
    }
    expect(prompts.onLoginRequired).toHaveBeenCalledOnce();
    expect(prompts.onSubscriptionRequired).toHaveBeenCalledOnce();
    expect(toasts).toEqual([{ title: "Error", description: "Failed to save word. Please try again.", variant: "destructive" }]);
    expect(result.current.isSaved(9)).toBe(false);
  });

  it("marks a word pending while its toggle is on its way", async () => {
    const { result } = renderSavedWords(true);
    await waitFor(() => expect(result.current.isSaved(7)).toBe(true));
    let answer!: (response: Response) => void;
    const answered = fetch;
    vi.stubGlobal("fetch", (path: string, init: RequestInit) =>
      path === "/api/toggle-glossary-word" ? new Promise<Response>((resolve) => (answer = resolve)) : answered(path, init),
    );
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.toggle({ entryId: 7, languageCode: "es" }, {});
    });
    await waitFor(() => expect(result.current.isPending(7)).toBe(true));
    expect(result.current.isPending(8)).toBe(false);
    await act(async () => {
      answer(json(200, { saved: false }));
      await done;
    });
    await waitFor(() => expect(result.current.isPending(7)).toBe(false));
  });

  it("asks nothing for a visitor, and shows nothing saved", async () => {
    const { result } = renderSavedWords(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
    expect(result.current.isSaved(7)).toBe(false);
  });
});
