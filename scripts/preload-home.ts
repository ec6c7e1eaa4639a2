import type { Plugin } from "vite";

/**
 * `/` is where nearly every visit starts, and its page is a lazy chunk the
 * entry only asks for once it has run. Naming that chunk (and what it
 * imports) as modulepreload links in index.html lets the browser fetch it
 * alongside the entry instead of one round trip later.
 */
export function preloadHome({ homeModule }: { homeModule: string }): Plugin {
  return {
    name: "polyglot:preload-home",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
        const home = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll("\\", "/").endsWith(homeModule));
        if (!home) throw new Error(`preload-home: no chunk for ${homeModule}`);
        const alreadyLinked = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (files.includes(fileName) || alreadyLinked.has(fileName)) return;
          files.push(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported);
        };
        visit(home.fileName);
        return {
          html,
          tags: files.map((file) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` }, injectTo: "head" as const })),
        };
      },
    },
  };
}
