import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  myGlossaryQuery,
  myGlossaryResponse,
  toggleGlossaryWordRequest,
  toggleGlossaryWordResponse,
  userGlossaryResponse,
} from "../../../shared/saved-words.js";
import { AppError } from "../../http/errors.js";
import { checkOutput, parseInput } from "../../http/validate.js";
import type { AccountsService, AccountViewer } from "../accounts/service.js";
import type { SavedWordsService } from "./service.js";

async function signedIn(accounts: AccountsService, request: FastifyRequest, what: string): Promise<AccountViewer> {
  const viewer = await accounts.identify(request);
  if (viewer.kind !== "user") throw new AppError(401, "login_required", `Please sign in to ${what}.`);
  return viewer;
}

export const savedWordsRoutes =
  ({ accounts, savedWords }: { accounts: AccountsService; savedWords: SavedWordsService }): FastifyPluginAsync =>
  async (app) => {
    app.get("/api/user-glossary", async (request, reply) => {
      reply.header("cache-control", "no-store");
      const viewer = await signedIn(accounts, request, "see your glossary");
      return checkOutput(userGlossaryResponse, { savedWords: await savedWords.savedRefs(viewer.userId) });
    });

    app.post("/api/toggle-glossary-word", async (request) => {
      const viewer = await signedIn(accounts, request, "save words");
      const { entryId, languageCode } = parseInput(toggleGlossaryWordRequest, request.body);
      return checkOutput(toggleGlossaryWordResponse, { saved: await savedWords.toggle(viewer, entryId, languageCode) });
    });

    app.get("/api/my-glossary", async (request, reply) => {
      reply.header("cache-control", "no-store");
      const viewer = await signedIn(accounts, request, "see your glossary");
      const { language } = parseInput(myGlossaryQuery, request.query);
      const [words, wordCount] = await Promise.all([savedWords.wordsIn(viewer.userId, language), savedWords.liveCount(viewer.userId)]);
      return checkOutput(myGlossaryResponse, { words, hasSubscription: viewer.subscribed, wordCount, wordLimit: savedWords.limitOf(viewer) });
    });
  };
