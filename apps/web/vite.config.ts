/**
 * Builds the web client into <repo>/dist/web, which the API serves (with a Brotli and a gzip copy of each
 * text file: build/precompress.ts); in dev, /api goes to the API on :3000.
 */
import { fileURLToPath } from "node:url"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { precompress } from "./build/precompress.ts"

const root = fileURLToPath(new URL(".", import.meta.url))

export default defineConfig({
  root,
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  build: {
    outDir: fileURLToPath(new URL("../../dist/web", import.meta.url)),
    emptyOutDir: true
  },
  server: {
    proxy: { "/api": "http://localhost:3000" }
  }
})
