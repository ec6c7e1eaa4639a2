// kuroshiro and its kuromoji analyzer ship no type declarations; only what romanization.ts uses.
declare module "kuroshiro" {
  export interface ConvertOptions {
    to?: "hiragana" | "katakana" | "romaji";
    mode?: "normal" | "spaced" | "okurigana" | "furigana";
    romajiSystem?: "nippon" | "passport" | "hepburn";
  }
  export class Kuroshiro {
    init(analyzer: object): Promise<void>;
    convert(text: string, options?: ConvertOptions): Promise<string>;
  }
  // Babel-compiled CommonJS: Node's ESM loader exposes the class as `default.default`.
  const exported: typeof Kuroshiro | { default: typeof Kuroshiro };
  export default exported;
}

declare module "kuroshiro-analyzer-kuromoji" {
  export default class KuromojiAnalyzer {
    constructor(options?: { dictPath?: string });
  }
}
