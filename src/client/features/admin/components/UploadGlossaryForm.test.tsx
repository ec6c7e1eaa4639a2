// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client.js";
import { UploadGlossaryForm } from "./UploadGlossaryForm.js";

const toasts = vi.hoisted(() => [] as { title: string; description?: string }[]);
vi.mock("../../../components/ui/toast.js", () => ({ toast: (t: { title: string }) => toasts.push(t) }));

/** Stands in for XMLHttpRequest: records what was sent and lets the test answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: object) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const onGlossariesChanged = vi.fn();

beforeEach(() => {
  toasts.length = 0;
  FakeXhr.sent = [];
  onGlossariesChanged.mockReset();
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UploadGlossaryForm onGlossariesChanged={onGlossariesChanged} />
    </QueryClientProvider>,
  );
}

function choose(file: File) {
  fireEvent.change(screen.getByLabelText("Glossary file"), { target: { files: [file] } });
}

const upload = () => fireEvent.click(screen.getByRole("button", { name: "Upload" }));

/** The n-th request sent (the mutation starts it a moment after the click). */
async function request(n: number): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThan(n));
  return FakeXhr.sent[n]!;
}
const glossary = (name = "de.json") => new File(['{"format":"polyglot-glossary"}'], name, { type: "application/json" });

describe("the glossary upload form", () => {
  it("accepts .json files and says No file selected when Upload is pressed without one", () => {
    renderForm();
    expect(screen.getByLabelText("Glossary file").getAttribute("accept")).toContain(".json");
    upload();
    expect(toasts).toEqual([expect.objectContaining({ title: "No file selected", description: "Please select a glossary file to upload" })]);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("sends the file in the field glossaryFile, shows the progress, and reports the import", async () => {
    renderForm();
    const file = glossary();
    choose(file);
    upload();
    const xhr = await request(0);
    expect(xhr).toMatchObject({ method: "POST", url: "/api/admin/glossaries" });
    expect(xhr.body!.get("glossaryFile")).toBeInstanceOf(File);
    expect((xhr.body!.get("glossaryFile") as File).name).toBe("de.json");

    act(() => xhr.progress(40, 100));
    expect(screen.getByLabelText("Upload progress").getAttribute("value")).toBe("40");
    expect(screen.getByRole("button", { name: "Uploading…" })).toHaveProperty("disabled", true);
    act(() => xhr.progress(100, 100));
    expect(screen.getByText("Importing the glossary…")).toBeTruthy();

    act(() => xhr.answer(201, { language: "de", wordCount: 1200 }));
    await waitFor(() =>
      expect(toasts).toEqual([expect.objectContaining({ title: "Glossary uploaded", description: "German: 1,200 words imported from de.json." })]),
    );
    expect(onGlossariesChanged).toHaveBeenCalledOnce();
    expect(screen.queryByLabelText("Upload progress")).toBeNull();
    // The file was used: pressing Upload again asks for a new one.
    upload();
    expect(toasts.at(-1)?.title).toBe("No file selected");
  });

  it("toasts Upload failed and lists the server's problems under the form", async () => {
    renderForm();
    choose(glossary("es.json"));
    upload();
    const xhr = await request(0);
    act(() =>
      xhr.answer(400, {
        error: "invalid_glossary",
        message: "The glossary was not imported: 60 problems. entries[0].word: word must not be empty",
        problems: [
          { path: "entries[0].word", message: 'word must not be empty (entry "apple")' },
          { path: "entries[7].key", message: 'duplicate word key "apple" (first used at entries[0])' },
        ],
        problemCount: 60,
      }),
    );
    await screen.findByRole("heading", { name: "es.json was not imported: 60 problems" });
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      'entries[0].word: word must not be empty (entry "apple")',
      'entries[7].key: duplicate word key "apple" (first used at entries[0])',
    ]);
    expect(screen.getByText("…and 58 more")).toBeTruthy();
    expect(toasts).toEqual([
      expect.objectContaining({ title: "Upload failed", description: "The file has 60 problems, listed under the form." }),
    ]);
    expect(onGlossariesChanged).not.toHaveBeenCalled();
  });

  it("shows the server's message for a refused file, and a lost connection as such", async () => {
    renderForm();
    choose(glossary("huge.json"));
    upload();
    const tooLarge = await request(0);
    act(() => tooLarge.answer(413, { error: "payload_too_large", message: "The file is larger than the limit of 20.0 MB" }));
    await screen.findByText("The file is larger than the limit of 20.0 MB");
    expect(toasts.at(-1)).toMatchObject({ title: "Upload failed", description: "The file is larger than the limit of 20.0 MB" });

    upload();
    const lost = await request(1);
    act(() => lost.onerror!());
    await screen.findByText("The connection was lost during the upload. Please try again.");
    expect(toasts.at(-1)?.title).toBe("Upload failed");
  });
});
