// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { UploadProblems } from "./UploadProblems.js";

afterEach(cleanup);

const items = () => screen.getAllByRole("listitem").map((li) => li.textContent);

describe("the problems of a rejected upload", () => {
  it("lists each problem as path: message, and a problem of the whole file without a path", () => {
    render(
      <UploadProblems
        headingId="problems"
        failure={{
          fileName: "es.json",
          message: "The glossary was not imported: 3 problems. …",
          problems: [
            { path: "", message: "the file is not valid JSON at byte 120" },
            { path: "entries[3].difficulty", message: 'difficulty must be easy, medium or hard, not "trivial" (entry "apple")' },
            { path: "entries[7].key", message: 'duplicate word key "apple" (first used at entries[0])' },
          ],
          problemCount: 3,
        }}
      />,
    );
    expect(screen.getByRole("heading", { name: "es.json was not imported: 3 problems" })).toBeTruthy();
    expect(items()).toEqual([
      "the file is not valid JSON at byte 120",
      'entries[3].difficulty: difficulty must be easy, medium or hard, not "trivial" (entry "apple")',
      'entries[7].key: duplicate word key "apple" (first used at entries[0])',
    ]);
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it("says how many more there are when the server listed only the first 50", () => {
    const problems = Array.from({ length: 50 }, (_, i) => ({ path: `entries[${i}].word`, message: "word must not be empty" }));
    render(<UploadProblems headingId="problems" failure={{ fileName: "big.json", message: "…", problems, problemCount: 1234 }} />);
    expect(screen.getByRole("heading", { name: "big.json was not imported: 1,234 problems" })).toBeTruthy();
    expect(items()).toHaveLength(50);
    expect(screen.getByText("…and 1,184 more")).toBeTruthy();
  });

  it("shows the server's message when the file was refused without a problem list", () => {
    render(
      <UploadProblems headingId="problems" failure={{ fileName: "notes.txt", message: "The glossary file must be a .json file" }} />,
    );
    expect(screen.getByRole("heading", { name: "notes.txt was not imported" })).toBeTruthy();
    expect(screen.getByText("The glossary file must be a .json file")).toBeTruthy();
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
  });

  it("renders glossary text as text, never as HTML", () => {
    const { container } = render(
      <UploadProblems
        headingId="problems"
        failure={{ fileName: "x.json", message: "…", problems: [{ path: "entries[0].word", message: '<img src=x onerror="alert(1)">' }], problemCount: 1 }}
      />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(items()).toEqual(['entries[0].word: <img src=x onerror="alert(1)">']);
  });
});
