import { execFileSync } from "node:child_process";
import path from "node:path";

/**
 * Builds the client once for every browser test file (only when its sources
 * changed). NODE_ENV is set explicitly: vitest runs with NODE_ENV=test, which
 * a child `vite build` would inherit and turn into a development build of React.
 */
export default function setup(): void {
  const root = path.resolve(import.meta.dirname, "../..");
  execFileSync(process.execPath, ["scripts/ensure-client-build.mjs"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
}
