import type { FastifyPluginAsync } from "fastify";
import { languageByCode } from "../../../shared/languages.js";
import { quotaExhaustedBody } from "../../../shared/quota.js";
import {
  availableLanguagesResponse,
  languagesResponse,
  randomWordRequest,
  randomWordResponse,
  wordByKeyQuery,
  wordByKeyResponse,
} from "../../../shared/words.js";
import { AppError } from "../../http/errors.js";
import { checkOutput, parseInput } from "../../http/validate.js";
import type { IdentifyViewer } from "../../http/viewer.js";
import { exhaustedMessage, type QuotaService } from "../quota/service.js";
import type { WordsService } from "./service.js";

export interface WordsRouteDeps {
  words: WordsService;
  quota: QuotaService;
  identify: IdentifyViewer;
}

export const wordsRoutes =
  ({ words, quota, identify }: WordsRouteDeps): FastifyPluginAsync =>
  async (app) => {
    app.get("/api/languages", async () => checkOutput(languagesResponse, { languages: words.languages() }));

    app.get("/api/available-languages", async () =>
      checkOutput(availableLanguagesResponse, await words.availableCodes()),
    );

    app.post("/api/random-word", async (request, reply) => {
      const body = parseInput(randomWordRequest, request.body);
      const { main, translations } = await words.resolveFlash(body);
      const viewer = await identify(request);
      const word = await words.randomWord(main, translations);
      if (!word) {
        const names = translations.map((c) => languageByCode(c)!.name).join(", ");
        throw new AppError(404, "no_word", `No word exists in both ${languageByCode(main)!.name} and ${names} yet`);
      }
      // The word is chosen first and only counted if the quota allows it, so a
      // refused flash costs nothing and a successful one costs exactly one.
      const { ok, record } = await quota.consume(viewer);
      if (!ok) {
        return reply
          .status(429)
          .send(checkOutput(quotaExhaustedBody, { error: "quota_exhausted", message: exhaustedMessage(record), quota: record }));
      }
      return checkOutput(randomWordResponse, word);
    });

    app.get("/api/word-by-key", async (request) => {
      const { wordKey, language } = parseInput(wordByKeyQuery, request.query);
      return checkOutput(wordByKeyResponse, await words.entriesFor(wordKey, [language]));
    });
  };
