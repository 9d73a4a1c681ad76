import { describe, expect, it } from "vitest"
import { EXPORT_INTERVAL_MS, EXPORT_KEPT_MS, type ExportDto } from "../../../../../domain/own-data/contract.ts"
import { EXPORT_POLL_MS, downloadPath, exportNews, exportPollInterval, exportView, formatSize, nextRequestAt } from "./export-view.ts"

const asked = Date.UTC(2026, 2, 1, 9, 0)
const building: ExportDto = { id: "e-1", status: "building", createdAt: asked, readyAt: null, expiresAt: null, size: null }
const ready: ExportDto = { ...building, status: "ready", readyAt: asked + 5_000, expiresAt: asked + 5_000 + EXPORT_KEPT_MS, size: 1_234_567 }
const failed: ExportDto = { ...building, status: "failed" }

describe("Download your data on /settings (issue #30)", () => {
  it("writes sizes as people read them", () => {
    expect(formatSize(0)).toBe("0 bytes")
    expect(formatSize(820)).toBe("820 bytes")
    expect(formatSize(14_200)).toBe("14.2 kB")
    expect(formatSize(1_234_567)).toBe("1.2 MB")
    expect(formatSize(2_000_000_000)).toBe("2 GB")
  })

  it("offers the download of a ready archive with its file name, size and last day, and forgets it once expired", () => {
    const view = exportView(ready, asked + 60_000)
    expect(view).toMatchObject({ kind: "ready", href: "/api/account/export/e-1/download", fileName: "soundcheck-data-2026-03-01.zip", size: "1.2 MB" })
    expect(view.kind === "ready" && view.until).toMatch(/^Mar 3, 2026, /)
    expect(exportView(ready, ready.expiresAt!)).toEqual({ kind: "none" })
    expect(exportView(null, asked)).toEqual({ kind: "none" })
    expect(exportView(building, asked)).toEqual({ kind: "building" })
    expect(exportView(failed, asked)).toEqual({ kind: "failed" })
    expect(downloadPath("a/b")).toBe("/api/account/export/a%2Fb/download")
  })

  it("asks the server again every few seconds only while the archive is being made", () => {
    expect(exportPollInterval(building)).toBe(EXPORT_POLL_MS)
    expect(EXPORT_POLL_MS).toBeLessThanOrEqual(5_000)
    for (const latest of [ready, failed, null, undefined]) expect(exportPollInterval(latest)).toBe(false)
  })

  it("tells when a new archive may be asked for: a day after the last that did not fail", () => {
    expect(nextRequestAt(null, asked)).toBeNull()
    expect(nextRequestAt(failed, asked)).toBeNull()
    expect(nextRequestAt(building, asked + 1)).toBe(asked + EXPORT_INTERVAL_MS)
    expect(nextRequestAt(ready, asked + EXPORT_INTERVAL_MS - 1)).toBe(asked + EXPORT_INTERVAL_MS)
    expect(nextRequestAt(ready, asked + EXPORT_INTERVAL_MS)).toBeNull()
  })

  it("announces what changed while the page is open, never the state found on opening it", () => {
    expect(exportNews(undefined, building)).toBeNull()
    expect(exportNews(undefined, ready)).toBeNull()
    expect(exportNews(null, building)).toMatch(/^Preparing your archive/)
    expect(exportNews(building, building)).toBeNull()
    expect(exportNews(building, ready)).toBe("Your archive is ready to download (1.2 MB).")
    expect(exportNews(building, failed)).toMatch(/could not be made/)
    expect(exportNews(ready, ready)).toBeNull()
    expect(exportNews(failed, { ...building, id: "e-2" })).toMatch(/^Preparing/)
    expect(exportNews(ready, null)).toBeNull()
  })
})
