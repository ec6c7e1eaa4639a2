// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client.js";
import { ImportGlossaries } from "./ImportGlossaries.js";

const toasts = vi.hoisted(() => [] as { title: string; description?: string }[]);
vi.mock("../../../components/ui/toast.js", () => ({ toast: (t: { title: string }) => toasts.push(t) }));

const fetchMock = vi.fn<typeof fetch>();
const onGlossariesChanged = vi.fn();

beforeEach(() => {
  toasts.length = 0;
  fetchMock.mockReset();
  onGlossariesChanged.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderImports() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ImportGlossaries onGlossariesChanged={onGlossariesChanged} />
    </QueryClientProvider>,
  );
}

describe("importing the predefined glossaries", () => {
  it("offers the 11 predefined languages by name", () => {
    renderImports();
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(
      ["English", "Spanish", "French", "Italian", "Russian", "Swedish", "Thai", "Chinese", "Japanese", "Korean", "Vietnamese"].map(
        (name) => `Import ${name}`,
      ),
    );
  });

  it("imports one language and shows its word count", async () => {
    fetchMock.mockResolvedValue(json(200, { wordCount: 1000 }));
    renderImports();
    fireEvent.click(screen.getByRole("button", { name: "Import Swedish" }));
    await screen.findByText("1,000 words imported");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/glossaries/import/sv");
    expect(fetchMock.mock.calls[0]![1]?.method).toBe("POST");
    expect(toasts).toEqual([expect.objectContaining({ title: "Glossary imported", description: "Swedish: 1,000 words imported." })]);
    expect(onGlossariesChanged).toHaveBeenCalledOnce();
  });

  it("toasts Import failed with the server's reason", async () => {
    fetchMock.mockResolvedValue(json(403, { error: "forbidden", message: "Administrators only" }));
    renderImports();
    fireEvent.click(screen.getByRole("button", { name: "Import Thai" }));
    await waitFor(() => expect(toasts).toEqual([expect.objectContaining({ title: "Import failed", description: "Administrators only" })]));
    expect(screen.queryByText(/words imported/)).toBeNull();
    expect(onGlossariesChanged).not.toHaveBeenCalled();
  });
});
