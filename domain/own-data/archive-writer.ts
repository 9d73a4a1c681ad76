/** Port: writes a data export's files (issue #30) as one ZIP archive; the domain only says which files hold what. */
import { Context, type Effect } from "effect"

/** One file of the archive: its path inside it and its text (UTF-8 in the archive). */
export interface ArchiveFile {
  readonly path: string
  readonly text: string
}

export class ArchiveWriter extends Context.Service<
  ArchiveWriter,
  {
    /** The ZIP of these files, in this order, each stamped with `at` (epoch ms). */
    zip(files: ReadonlyArray<ArchiveFile>, at: number): Effect.Effect<Uint8Array>
  }
>()("domain/own-data/ArchiveWriter") {}
