/**
 * "Download your data" routes (issue #30): ask for an export (built in the background on this instance once its row
 * is committed; the answer comes at once), poll the latest, and download the ZIP (streamed a slice at a time), its
 * owner only, never cached.
 */
import { Readable } from "node:stream"
import type { FastifyInstance } from "fastify"
import { ExportDto, LatestExport } from "../../../domain/own-data/contract.ts"
import { archiveSlice, buildExport, DOWNLOAD_SLICE, downloadExport, latestExport, requestExport } from "../../../domain/own-data/exports.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"

const tag = "Accounts"

/** The builds each app started that are still running. */
const running = new WeakMap<FastifyInstance, Set<Promise<unknown>>>()

/**
 * Resolves once every export build the app started has ended. Closing the app waits for them (a build left
 * unfinished by a stop is taken over by another instance's sweep); tests wait for them before reading the results.
 */
export const exportBuildsSettled = async (app: FastifyInstance): Promise<void> => {
  await Promise.allSettled([...(running.get(app) ?? [])])
}

export const accountExportRoutes = (app: FastifyInstance) => {
  const signedIn = { preHandler: requireUser }
  const builds = new Set<Promise<unknown>>()
  running.set(app, builds)
  app.addHook("onClose", () => exportBuildsSettled(app))

  app.post(
    "/api/account/export",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Ask for an archive of one's data: built in the background, ready to download within minutes",
          description:
            "Answers at once with the export, building; GET /api/account/export tells when it is ready (and a data_export_ready " +
            "notification says so). At most one a day: another within a day of the last is ExportLimited, with Retry-After.",
          responses: { 202: ExportDto },
          errors: ["ExportLimited"]
        }
      }
    },
    async (request, reply) => {
      const asked: ExportDto = await request.run(requestExport(viewerOf(request).id))
      // The row is committed: the build starts here, and a sweep finishes it should this instance stop first.
      const build = request
        .run(buildExport(asked.id))
        .catch((error: unknown) => request.log.error({ err: error, exportId: asked.id }, "data export build failed"))
      builds.add(build)
      void build.finally(() => builds.delete(build))
      return reply.status(202).send(asked)
    }
  )

  app.get(
    "/api/account/export",
    {
      ...signedIn,
      config: {
        contract: { tag, summary: "The latest export of one's data still kept (building, ready or failed), or none", responses: { 200: LatestExport } }
      }
    },
    async (request): Promise<LatestExport> => request.run(latestExport(viewerOf(request).id))
  )

  app.get<{ Params: { id: string } }>(
    "/api/account/export/:id/download",
    {
      ...signedIn,
      config: {
        contract: {
          tag,
          summary: "Download one's data: a ZIP with a README, JSON of everything and CSV of interests, friends and invitations",
          description:
            "Only to its owner, once ready and for 2 days after (then it is deleted); never cached. Anyone else's, one not ready " +
            "and one no longer kept are ExportNotFound.",
          responses: {
            200: { media: "application/zip", description: "The archive (Content-Disposition: attachment; filename soundcheck-data-<yyyy-mm-dd>.zip)." }
          },
          errors: ["ExportNotFound"]
        }
      }
    },
    async (request, reply) => {
      const owner = viewerOf(request).id
      const file = await request.run(downloadExport(owner, request.params.id))
      // Read a slice at a time as the client takes them (backpressure): a download holds one slice, never the archive.
      let offset = 0
      const body = new Readable({
        read() {
          if (offset >= file.size) return void this.push(null)
          request.run(archiveSlice(owner, file.id, offset, Math.min(DOWNLOAD_SLICE, file.size - offset))).then(
            (bytes) => {
              // Gone meanwhile (deleted past its time): the client sees a download cut short, never a wrong file.
              if (bytes.length === 0) return void this.destroy(new Error(`data export ${file.id} is gone while being downloaded`))
              offset += bytes.length
              this.push(bytes)
            },
            (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error)))
          )
        }
      })
      return reply
        .type("application/zip")
        .header("content-length", file.size)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-store")
        .send(body)
    }
  )
}
