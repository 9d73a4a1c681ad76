/**
 * A Vite build step: next to every text file of the build (scripts, styles, the HTML shell, SVG, JSON) of
 * at least 1 KB, a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy, which the API serves to
 * browsers that accept them (`@fastify/static`'s `preCompressed`). Done once at build time, at the highest
 * levels, instead of compressing every answer on the fly.
 */
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import type { Plugin } from "vite"

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Files smaller than this gain too little to be worth a second request path. */
export const MIN_PRECOMPRESSED_BYTES = 1024
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/

export const precompress = (): Plugin => ({
  name: "soundcheck-precompress",
  apply: "build",
  async writeBundle(options, bundle) {
    const outDir = options.dir ?? ""
    await Promise.all(
      Object.keys(bundle)
        .filter((name) => compressible.test(name))
        .map(async (name) => {
          const file = path.join(outDir, name)
          const source = await readFile(file)
          if (source.length < MIN_PRECOMPRESSED_BYTES) return
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzipped(source, { level: 9 })
          ])
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
        })
    )
  }
})
