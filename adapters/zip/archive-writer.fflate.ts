/**
 * ArchiveWriter with fflate (issue #30): the export's files as one ZIP, each deflated, in the order given. An
 * archive is built on an API instance beside the requests it serves, so it is deflated in slices with a turn of
 * the event loop between them (fflate's streaming Zip): a large account's export never holds the loop for long,
 * as `zipSync` over megabytes of JSON would (about a second).
 */
import { setImmediate } from "node:timers/promises"
import { Effect, Layer } from "effect"
import { Zip, ZipDeflate } from "fflate"
import { ArchiveWriter } from "../../domain/own-data/archive-writer.ts"

/** Bytes deflated per turn of the event loop: a few milliseconds of work. */
const SLICE = 64 * 1024

const utf8 = new TextEncoder()

const concat = (parts: ReadonlyArray<Uint8Array>): Uint8Array => {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    all.set(p, at)
    at += p.length
  }
  return all
}

const zipInSlices = async (files: ReadonlyArray<{ readonly path: string; readonly text: string }>, at: number): Promise<Uint8Array> => {
  const parts: Array<Uint8Array> = []
  let failure: Error | null = null
  const archive = new Zip((error, data) => {
    if (error) failure = error
    else parts.push(data)
  })
  const mtime = new Date(at)
  for (const file of files) {
    const entry = new ZipDeflate(file.path, { level: 6 })
    entry.mtime = mtime
    archive.add(entry)
    const bytes = utf8.encode(file.text)
    let offset = 0
    do {
      const end = Math.min(offset + SLICE, bytes.length)
      entry.push(bytes.subarray(offset, end), end === bytes.length)
      offset = end
      await setImmediate()
    } while (offset < bytes.length)
  }
  archive.end()
  if (failure !== null) throw failure
  return concat(parts)
}

export const layer: Layer.Layer<ArchiveWriter> = Layer.succeed(
  ArchiveWriter,
  ArchiveWriter.of({ zip: (files, at) => Effect.promise(() => zipInSlices(files, at)) })
)
