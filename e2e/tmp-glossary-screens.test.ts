import { it } from "vitest";
import { cards, flashOnce, rememberLanguages } from "./home/home-page.js";
import { useBrowserApp } from "./support/browser-app.js";
const app = useBrowserApp({ env: { FLASH_QUOTA_USER: "1000" } });
it("screens", async () => {
  for (const [scheme, width] of [["light", 1280], ["dark", 390]] as const) {
    const page = await app.openPage({ colorScheme: scheme, viewport: { width, height: 900 } });
    await app.signUp(page.context());
    await rememberLanguages(page.context(), "en", ["es", "ja"]);
    await page.goto("/");
    await page.getByRole("button", { name: /^Account menu/ }).waitFor();
    for (let f = 0; f < 2; f++) {
      await flashOnce(page);
      await cards(page).nth(1).getByRole("button", { name: /^Save/ }).click();
      await cards(page).nth(1).getByRole("button", { name: /^Remove/ }).waitFor();
      await cards(page).nth(2).getByRole("button", { name: /^Save/ }).click();
      await cards(page).nth(2).getByRole("button", { name: /^Remove/ }).waitFor();
    }
    await page.screenshot({ path: `/tmp/gl-home-${scheme}.png` });
    await page.goto("/my-glossary");
    await page.getByRole("table").getByRole("button").nth(3).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/gl-list-${scheme}.png`, fullPage: true });
    await page.getByRole("table").getByRole("button").nth(1).click();
    await page.getByRole("dialog").waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/gl-detail-${scheme}.png` });
  }
});
