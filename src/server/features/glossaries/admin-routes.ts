import crypto from "node:crypto";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import type { Kysely } from "kysely";
import { ADMIN_MESSAGES, importResponse, installedGlossariesResponse, uploadResponse } from "../../../shared/admin.js";
import { isLanguageCode, PREDEFINED_GLOSSARY_LANGUAGES, type LanguageCode } from "../../../shared/languages.js";
import type { Database } from "../../db/schema.js";
import { AppError, badRequest, notFound } from "../../http/errors.js";
import { checkOutput } from "../../http/validate.js";
import type { AccountsService } from "../accounts/service.js";
import { DEFAULT_CONTENT_DIR, importPredefined } from "./predefined.js";
import { GlossaryRejected, importUploadedGlossary } from "./upload.js";

export interface GlossaryAdminDeps {
  db: Kysely<Database>;
  accounts: AccountsService;
  uploadMaxBytes: number;
  /** Told after every successful import (the words service drops its cache of installed languages). */
  onImported: () => void;
  contentDir?: string;
}

export const glossaryAdminRoutes =
  ({ db, accounts, uploadMaxBytes, onImported, contentDir = DEFAULT_CONTENT_DIR }: GlossaryAdminDeps): FastifyPluginAsync =>
  async (app) => {
    await app.register(fastifyMultipart, {
      limits: { files: 1, fileSize: uploadMaxBytes, fields: 0, parts: 1, headerPairs: 100 },
      throwFileSizeLimit: true,
    });

    app.get("/api/admin/glossaries", async (request) => {
      await accounts.requireAdmin(request);
      const rows = await db.selectFrom("glossaries").select(["id", "name", "language_code", "word_count"]).orderBy("name").execute();
      return checkOutput(installedGlossariesResponse, rows.map((r) => ({ id: r.id, name: r.name, code: r.language_code, wordCount: r.word_count })));
    });

    app.post("/api/admin/glossaries", async (request, reply) => {
      const admin = await accounts.requireAdmin(request);
      if (!request.isMultipart()) throw new AppError(415, "unsupported_media_type", "Send the glossary as multipart/form-data with the field glossaryFile");
      const part = await request.file().catch((error: unknown) => Promise.reject(multipartError(error, uploadMaxBytes)));
      if (!part) throw badRequest(ADMIN_MESSAGES.noFile);
      if (part.fieldname !== "glossaryFile") throw badRequest(`The file must be sent in the field "glossaryFile", not "${part.fieldname}"`);
      if (!part.filename.toLowerCase().endsWith(".json")) throw badRequest(ADMIN_MESSAGES.notJsonFile);
      const hash = crypto.createHash("sha256");
      async function* hashed() {
        for await (const chunk of part!.file) {
          hash.update(chunk as Buffer);
          yield chunk as Buffer;
        }
        // A file cut off at the size limit must not be read as a (broken) glossary.
        if (part!.file.truncated) throw tooLarge(uploadMaxBytes);
      }
      try {
        const result = await importUploadedGlossary(db, hashed(), () => hash.digest("hex"));
        onImported();
        request.log.info({ admin: admin.email, language: result.language, wordCount: result.wordCount, file: part.filename }, "glossary uploaded");
        return reply.status(201).send(checkOutput(uploadResponse, result));
      } catch (error) {
        if (error instanceof GlossaryRejected) {
          const first = error.problems[0]!;
          return reply.status(400).send({
            error: "invalid_glossary",
            message: `${error.message}. ${first.path ? `${first.path}: ` : ""}${first.message}`,
            problems: error.problems,
            problemCount: error.total,
          });
        }
        throw multipartError(error, uploadMaxBytes);
      }
    });

    app.post<{ Params: { languageCode: string } }>("/api/admin/glossaries/import/:languageCode", async (request) => {
      const admin = await accounts.requireAdmin(request);
      const code = request.params.languageCode;
      if (!isLanguageCode(code) || !PREDEFINED_GLOSSARY_LANGUAGES.includes(code)) {
        throw notFound(`There is no predefined glossary for "${code}"`);
      }
      const { wordCount } = await importPredefined(db, contentDir, code as LanguageCode);
      onImported();
      request.log.info({ admin: admin.email, language: code, wordCount }, "predefined glossary imported");
      return checkOutput(importResponse, { wordCount });
    });
  };

/** @fastify/multipart's limit errors as our 413/400 answers. */
function multipartError(error: unknown, uploadMaxBytes: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge(uploadMaxBytes);
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
    return new AppError(413, "payload_too_large", "Send exactly one file, in the field glossaryFile, and nothing else");
  }
  return error;
}

function tooLarge(uploadMaxBytes: number): AppError {
  return new AppError(413, "payload_too_large", `The file is larger than the limit of ${(uploadMaxBytes / 1024 / 1024).toFixed(1)} MB`);
}
