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
  let counted: string[] = [];
  let outDir = "";
  return {
    name: "polyglot:js-budget",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[]; facadeModuleId: string | null; isEntry: boolean }>();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === "chunk") chunks.set(fileName, output);
      }
      const roots = [...chunks].filter(
        ([, chunk]) => chunk.isEntry || chunk.facadeModuleId?.replaceAll("\\", "/").endsWith(homeModule),
      );
      if (!roots.some(([, chunk]) => chunk.facadeModuleId?.replaceAll("\\", "/").endsWith(homeModule))) {
        this.error(`js-budget: no chunk for ${homeModule}; is the home page still lazy-loaded?`);
      }
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      roots.forEach(([fileName]) => visit(fileName));
      counted = [...seen];
    },
    closeBundle() {
      const html = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
      const htmlScripts = [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+)"/g)].map((m) => m[1]!);
      const files = [...new Set([...counted, ...htmlScripts])];
      const sizes = files.map((file) => ({ file, gzip: zlib.gzipSync(fs.readFileSync(path.join(outDir, file))).length }));
      const totalKb = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
      const over = totalKb > limitKb;
      for (const { file, gzip } of sizes.sort((a, b) => b.gzip - a.gzip)) {
        console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${file}`);
      }
      console.log(`JS budget: ${totalKb.toFixed(1)} KB of ${limitKb} KB gzip (${over ? "OVER" : "ok"})`);
      // An over-budget build is a failed build: without index.html nothing serves it and
      // scripts/ensure-client-build.mjs builds again next time instead of trusting it.
      if (over) fs.rmSync(path.join(outDir, "index.html"), { force: true });
      if (over) throw new Error(`The JavaScript loaded by / is ${totalKb.toFixed(1)} KB gzip, over the ${limitKb} KB budget`);
    },
  };
}
