import { execFileSync } from "node:child_process";
import path from "node:path";

/** Builds the client once for every browser test file (only when its sources changed). */
export default function setup(): void {
  const root = path.resolve(import.meta.dirname, "../..");
  execFileSync(process.execPath, ["scripts/ensure-client-build.mjs"], { cwd: root, stdio: "inherit" });
}
