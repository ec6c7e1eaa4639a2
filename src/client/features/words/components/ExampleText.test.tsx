// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ExampleText } from "./ExampleText.js";

afterEach(cleanup);

describe("example formatting", () => {
  it("emphasises *text* and puts the trailing parenthetical on its own line", () => {
    const { container } = render(<ExampleText example="Me como una *manzana* cada día. (I eat an apple every day.)" />);
    expect([...container.querySelectorAll("em")].map((e) => e.textContent)).toEqual(["manzana"]);
    const translation = container.querySelector("[lang=en]")!;
    expect(translation.textContent).toBe("(I eat an apple every day.)");
    expect(translation.className).toContain("block");
    expect(container.textContent).toBe("Me como una manzana cada día.(I eat an apple every day.)");
  });

  it("keeps an inner parenthetical in the sentence and shows no translation line", () => {
    const { container } = render(<ExampleText example="The *apple* (red) is sweet." />);
    expect(container.querySelector("[lang=en]")).toBeNull();
    expect(container.textContent).toBe("The apple (red) is sweet.");
  });

  it("renders markup in a glossary as text", () => {
    const { container } = render(<ExampleText example={'<img src=x onerror="alert(1)"> *<b>bold</b>* (<i>t</i>)'} />);
    expect(container.querySelector("img, b, i")).toBeNull();
    expect(container.querySelector("em")!.textContent).toBe("<b>bold</b>");
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });
});
