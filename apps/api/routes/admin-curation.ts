/** Admin routes of curation: CSV import (preview and import), duplicates, merge, and the audit log. */
import { Effect } from "effect"
import type { FastifyInstance, FastifyRequest } from "fastify"
import { capped, csvRecords } from "../../../adapters/csv/csv-records.ts"
import { listAudit } from "../../../domain/audit/list-audit.ts"
import {
  AuditLog,
  AuditQuery,
  DuplicateCandidates,
  DuplicateReportDto,
  DuplicatesQuery,
  ImportQuery,
  ImportReportDto,
  MergeBody,
  MergeResultDto
} from "../../../domain/curation/contract.ts"
import { duplicateReport, findDuplicatesOf } from "../../../domain/curation/duplicates.ts"
import { FileTooLarge, InvalidFileType, NoValidRows } from "../../../domain/curation/errors.ts"
import { importConcerts, MAX_CSV_BYTES, previewImport } from "../../../domain/curation/import-concerts.ts"
import { mergeConcerts } from "../../../domain/curation/merge-concerts.ts"
import { toAdminConcertDto, toMatchDto } from "../../../domain/curation/to-dto.ts"
import { today } from "../../../domain/kernel/local-date.ts"
import { requireAdmin, requireStaff, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

const actor = (request: FastifyRequest) => ({ kind: "user", user: viewerOf(request) }) as const

/**
 * The uploaded CSV: the request body streamed as it arrives (text/csv); a given file name must end in .csv.
 * At most MAX_CSV_BYTES are read: a larger declared length is refused at once, a longer body when it passes the limit.
 */
const upload = (request: FastifyRequest) => {
  const { filename } = decodeInput(ImportQuery, request.query)
  const body: unknown = request.body
  return Effect.gen(function* () {
    const isStream = typeof body === "object" && body !== null && Symbol.asyncIterator in body
    if (!isStream || (filename !== undefined && !filename.toLowerCase().endsWith(".csv"))) {
      return yield* new InvalidFileType({ filename: filename ?? "" })
    }
    if (Number(request.headers["content-length"] ?? 0) > MAX_CSV_BYTES) return yield* new FileTooLarge({ maxBytes: MAX_CSV_BYTES })
    return { records: csvRecords(capped(body as AsyncIterable<Uint8Array>, MAX_CSV_BYTES)), filename: filename ?? null }
  })
}

const tag = "Admin"

const csv = {
  media: "text/csv",
  description: "The CSV file as the raw body (at most 8 MB), its name in ?filename= (it must end in .csv)."
}

export const adminCurationRoutes = (app: FastifyInstance) => {
  const admin = { preHandler: requireAdmin }
  // The body stays a stream: the import reads it record by record, whatever its size.
  app.addContentTypeParser("text/csv", (_request, payload, done) => done(null, payload))

  app.post(
    "/api/admin/concerts/import/preview",
    {
      ...admin,
      config: {
        contract: {
          tag,
          summary: "Check a CSV file of concerts: what an import would do, writing nothing",
          upload: csv,
          query: ImportQuery,
          responses: { 200: ImportReportDto },
          errors: ["InvalidFileType", "CsvMalformed", "FileTooLarge"]
        }
      }
    },
    async (request): Promise<ImportReportDto> => request.run(Effect.flatMap(upload(request), ({ records }) => previewImport(records)))
  )

  app.post(
    "/api/admin/concerts/import",
    {
      ...admin,
      config: {
        contract: {
          tag,
          summary: "Import the valid rows of a CSV file of concerts, in one transaction",
          upload: csv,
          query: ImportQuery,
          responses: { 200: ImportReportDto },
          errors: ["InvalidFileType", "CsvMalformed", "FileTooLarge", "NoValidRows"]
        }
      }
    },
    async (request): Promise<ImportReportDto> =>
      request.run(
        Effect.gen(function* () {
          const { records, filename } = yield* upload(request)
          const report = yield* importConcerts(actor(request), records, filename)
          if (report.imported === 0) return yield* new NoValidRows({ duplicate: report.duplicate, invalid: report.invalid })
          return report
        })
      )
  )

  app.get<{ Params: { id: string } }>(
    "/api/admin/concerts/:id/duplicates",
    {
      ...admin,
      config: {
        contract: {
          tag,
          summary: "The likely duplicates of one concert, strongest first",
          responses: { 200: DuplicateCandidates },
          errors: ["ConcertNotFound"]
        }
      }
    },
    async (request): Promise<DuplicateCandidates> =>
      request.run(
        Effect.zipWith(findDuplicatesOf(request.params.id), today, (candidates, day) =>
          candidates.map(({ concert, match }) => ({ concert: toAdminConcertDto(concert, day), ...toMatchDto(match) }))
        )
      )
  )

  app.get(
    "/api/admin/duplicates",
    {
      ...admin,
      config: {
        contract: {
          tag,
          summary: "Likely duplicate pairs, city by city (cities without pairs left out)",
          query: DuplicatesQuery,
          responses: { 200: DuplicateReportDto }
        }
      }
    },
    async (request): Promise<DuplicateReportDto> => {
      const { city } = decodeInput(DuplicatesQuery, request.query)
      return request.run(
        Effect.zipWith(duplicateReport(city), today, (report, day) =>
          report.map(({ city, pairs }) => ({
            city,
            pairs: pairs.map(({ a, b, match }) => ({ a: toAdminConcertDto(a, day), b: toAdminConcertDto(b, day), ...toMatchDto(match) }))
          }))
        )
      )
    }
  )

  app.post(
    "/api/admin/concerts/merge",
    {
      ...admin,
      config: {
        contract: {
          tag,
          summary: "Merge a duplicate into a primary concert: its interests move, then it is deleted, in one transaction",
          body: MergeBody,
          responses: { 200: MergeResultDto },
          errors: ["CannotMergeIntoItself", "ConcertNotFound"]
        }
      }
    },
    async (request): Promise<MergeResultDto> => {
      const { primaryId, duplicateId } = decodeInput(MergeBody, request.body)
      return request.run(
        Effect.zipWith(mergeConcerts(actor(request), primaryId, duplicateId), today, (result, day) => ({
          ...result,
          primary: toAdminConcertDto(result.primary, day)
        }))
      )
    }
  )

  app.get(
    "/api/admin/audit",
    {
      // Moderators read it too (issue #29): their own actions and the admins'.
      preHandler: requireStaff,
      config: {
        contract: {
          tag,
          summary: "The audit log, newest first",
          description: "limit 1 to 1000, default 100. actorId is null for changes made with the CLI. A moderator reads no e-mail address in details.",
          query: AuditQuery,
          responses: { 200: AuditLog }
        }
      }
    },
    async (request): Promise<AuditLog> => {
      const { limit } = decodeInput(AuditQuery, request.query)
      return request.run(listAudit(actor(request), limit))
    }
  )
}
