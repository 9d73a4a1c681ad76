/**
 * What "Download your data" on /settings shows of the latest export (issue #30): the state in words, the
 * download's size and how long it stays, how often to ask the server again, and what the polite live region
 * says when the state changes under the reader's eyes.
 */
import { EXPORT_INTERVAL_MS, type ExportDto, exportFileName } from "../../../../../domain/own-data/contract.ts"

/** How often the card asks again while an archive is being made. */
export const EXPORT_POLL_MS = 3_000

export type ExportView =
  | { readonly kind: "none" }
  | { readonly kind: "building" }
  | {
      readonly kind: "ready"
      readonly href: string
      readonly fileName: string
      /** "1.2 MB" */
      readonly size: string
      /** "Mar 3, 2026, 4:00 PM" */
      readonly until: string
    }
  | { readonly kind: "failed" }

const dateTimeFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" })

export const formatDateTime = (epochMs: number): string => dateTimeFormat.format(new Date(epochMs))

const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const

/** A size in bytes as people read it: "820 bytes", "14 kB", "1.2 MB" (decimal units, one decimal at most). */
export const formatSize = (bytes: number): string => {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit += 1
  }
  const format = new Intl.NumberFormat("en-US", { style: "unit", unit: units[unit], unitDisplay: unit === 0 ? "long" : "short", maximumFractionDigits: 1 })
  return format.format(unit === 0 ? Math.round(value) : value)
}

/** Where the owner downloads the archive (same origin: the session cookie goes with a plain link). */
export const downloadPath = (exportId: string): string => `/api/account/export/${encodeURIComponent(exportId)}/download`

/** The card's state for the latest export at `now`; a ready archive past its time is gone from the server. */
export const exportView = (latest: ExportDto | null, now: number): ExportView => {
  if (latest === null) return { kind: "none" }
  switch (latest.status) {
    case "building":
      return { kind: "building" }
    case "failed":
      return { kind: "failed" }
    case "ready":
      if (latest.expiresAt !== null && latest.expiresAt <= now) return { kind: "none" }
      return {
        kind: "ready",
        href: downloadPath(latest.id),
        fileName: exportFileName(latest.readyAt ?? latest.createdAt),
        size: latest.size === null ? "size unknown" : formatSize(latest.size),
        until: formatDateTime(latest.expiresAt ?? now)
      }
  }
}

/**
 * When a new archive may be asked for, if not yet at `now`: one a day, counted from the last one that did not fail
 * (the server refuses earlier requests with the same date); null when the Request button may show.
 */
export const nextRequestAt = (latest: ExportDto | null, now: number): number | null => {
  if (latest === null || latest.status === "failed") return null
  const opensAt = latest.createdAt + EXPORT_INTERVAL_MS
  return opensAt > now ? opensAt : null
}

/** Ask again every few seconds while the archive is being made, not otherwise. */
export const exportPollInterval = (latest: ExportDto | null | undefined): number | false => (latest?.status === "building" ? EXPORT_POLL_MS : false)

/**
 * What to announce when the latest export goes from `previous` to `next` (both as the server answered): the
 * archive being prepared, ready (with its size) or failed; null when nothing changed worth saying (the first
 * answer on opening the page included: its state is read with the card).
 */
export const exportNews = (previous: ExportDto | null | undefined, next: ExportDto | null): string | null => {
  if (previous === undefined || next === null) return null
  if (previous !== null && previous.id === next.id && previous.status === next.status) return null
  switch (next.status) {
    case "building":
      return "Preparing your archive. You can leave this page: it will be here when it is ready."
    case "ready":
      return `Your archive is ready to download${next.size === null ? "" : ` (${formatSize(next.size)})`}.`
    case "failed":
      return "Your archive could not be made. Please request it again."
  }
}
