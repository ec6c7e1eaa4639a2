import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/**
 * Build-time check of the JavaScript `/` loads before any interaction: the
 * entry chunk and its static imports, the home page chunk (the router loads
 * it at once on `/`) and its static imports, and any other script index.html
 * names (the service-worker registration). Sizes are gzip, as served.
 * Prints "JS budget: N KB of 120 KB gzip (ok|OVER)" and fails the build when over.
 */
export function jsBudget({ limitKb, homeModule }: { limitKb: number; homeModule: string }): Plugin {
  let sizes: { file: string; gzip: number }[] = [];
  let outDir = "";
  return {
    name: "polyglot:js-budget",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Measured from the written files: the code in memory before writing still misses Vite's last rewrites.
    writeBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[]; facadeModuleId: string | null; isEntry: boolean }>();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === "chunk") chunks.set(fileName, output);
      }
      const isHome = (id: string | null) => Boolean(id?.replaceAll("\\", "/").endsWith(homeModule));
      const roots = [...chunks].filter(([, chunk]) => chunk.isEntry || isHome(chunk.facadeModuleId));
      if (!roots.some(([, chunk]) => isHome(chunk.facadeModuleId))) {
        this.error(`js-budget: no chunk for ${homeModule}; is the home page still lazy-loaded?`);
      }
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      roots.forEach(([fileName]) => visit(fileName));
      sizes = [...seen].map((file) => ({ file, gzip: zlib.gzipSync(fs.readFileSync(path.join(outDir, file))).length }));
    },
    closeBundle() {
      // Scripts index.html names that are not chunks of this bundle (the service-worker registration).
      const html = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
      for (const [, src] of html.matchAll(/<script[^>]*\ssrc="\/?([^"]+)"/g)) {
        if (sizes.some((s) => s.file === src)) continue;
        sizes.push({ file: src!, gzip: zlib.gzipSync(fs.readFileSync(path.join(outDir, src!))).length });
      }
      const totalKb = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
      const over = totalKb > limitKb;
      for (const { file, gzip } of sizes.sort((a, b) => b.gzip - a.gzip)) {
        console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${file}`);
      }
      console.log(`JS budget: ${totalKb.toFixed(1)} KB of ${limitKb} KB gzip (${over ? "OVER" : "ok"})`);
      if (!over) return;
      // An over-budget build is a failed build: without index.html nothing serves it and
      // scripts/ensure-client-build.mjs builds again next time instead of trusting it.
      fs.rmSync(path.join(outDir, "index.html"), { force: true });
      throw new Error(`The JavaScript loaded by / is ${totalKb.toFixed(1)} KB gzip, over the ${limitKb} KB budget`);
    },
  };
}
