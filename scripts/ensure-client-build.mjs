// Builds the client when dist/client is missing or older than its sources, so
// `npm start` on a fresh clone serves the web app without a separate step.
// The build goes to a temporary folder that then replaces dist/client in two
// renames, so a running server never serves a half-written build.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const target = path.join(root, "dist/client");
const stamp = path.join(target, "index.html");
const sources = [
  "src/client",
  "src/shared",
  "vite.config.ts",
  "package.json",
  "scripts/js-budget.ts",
  "scripts/preload-home.ts",
].map((p) => path.join(root, p));

function newestMtime(file) {
  if (!fs.existsSync(file)) return 0;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(file).reduce((max, name) => Math.max(max, newestMtime(path.join(file, name))), stat.mtimeMs);
}

const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
if (built < Math.max(...sources.map(newestMtime))) {
  console.log("Building the web app…");
  const fresh = `${target}.building-${process.pid}`;
  // Always a production build: under NODE_ENV=test (vitest) vite would bundle React's development build.
  execFileSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn", "--outDir", fresh], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  const old = `${target}.old-${process.pid}`;
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(fresh, target);
  fs.rmSync(old, { recursive: true, force: true });
}
