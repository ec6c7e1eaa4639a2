import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support/databases.js";
import { loadConfig, resolveSecret } from "./config.js";

describe("configuration", () => {
  it("has defaults for a local run", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe(path.resolve("data/polyglot.db"));
    expect(config.quota).toEqual({ anon: 20, user: 40 });
    expect(config.selectableLanguages).toEqual(["en", "es", "fr", "it", "zh", "ja", "ko", "th", "vi"]);
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("reads every variable of the contract", () => {
    const config = loadConfig({
      PORT: "8080", FLASH_QUOTA_ANON: "3", SELECTABLE_LANGUAGES: "en, ru", ADMIN_EMAILS: "A@x.com,b@y.com",
      DATABASE_URL: "postgres://u@h/db", TRUST_PROXY: "1", EMBED_HOSTS: "www.youtube.com", PUBLIC_URL: "https://polyglot.example/",
    });
    expect(config).toMatchObject({
      port: 8080, quota: { anon: 3, user: 40 }, selectableLanguages: ["en", "ru"], adminEmails: ["a@x.com", "b@y.com"],
      databaseUrl: "postgres://u@h/db", trustProxy: 1, embedHosts: ["www.youtube.com"], publicUrl: "https://polyglot.example",
    });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ FLASH_QUOTA_ANON: "-1" }, "FLASH_QUOTA_ANON"],
    [{ SELECTABLE_LANGUAGES: "en,xx" }, 'unknown language code "xx"'],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
  ])("stops on a bad value naming the variable: %j", (env, named) => {
    expect(() => loadConfig(env)).toThrow(named);
  });

  it("generates the secret once and keeps it in the data folder", () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = resolveSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSecret(config)).toBe(first);
    expect(fs.readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe(first);
    expect(resolveSecret(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: "x".repeat(40) }))).toBe("x".repeat(40));
  });
});
