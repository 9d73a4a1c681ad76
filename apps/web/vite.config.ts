/** Builds the web client into <repo>/dist/web, which the API serves; in dev, /api goes to the API on :3000. */
import { fileURLToPath } from "node:url"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

const root = fileURLToPath(new URL(".", import.meta.url))

export default defineConfig({
  root,
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: fileURLToPath(new URL("../../dist/web", import.meta.url)),
    emptyOutDir: true
  },
  server: {
    proxy: { "/api": "http://localhost:3000" }
  }
})
