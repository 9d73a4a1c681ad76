/// <reference lib="dom" />
// The functions passed to page.evaluate run in Chromium: this file alone of the Node project sees the DOM types.
/**
 * The web client: a production build into a private folder, the gzip size of the JavaScript its index.html
 * loads (entry and module preloads), and /concerts signed in, measured in headless Chromium with Playwright
 * (largest contentful paint, cumulative layout shift, total blocking time; median of three cold loads).
 */
import { spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { gzipSync } from "node:zlib"
import { chromium } from "@playwright/test"
import { percentile } from "./load.ts"

const root = fileURLToPath(new URL("..", import.meta.url))

export const buildWeb = (outDir: string) => {
  const vite = path.join(root, "node_modules/.bin/vite")
  const result = spawnSync(vite, ["build", "--config", "apps/web/vite.config.ts", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH}` }
  })
  if (result.status !== 0) throw new Error("web build failed")
}

/** Gzip bytes of every script index.html loads before any route code: the entry and its module preloads. */
export const initialJsGzipBytes = (outDir: string): { bytes: number; files: number } => {
  const html = readFileSync(path.join(outDir, "index.html"), "utf8")
  const scripts = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]!)
  const unique = [...new Set(scripts)]
  return { bytes: unique.reduce((sum, src) => sum + gzipSync(readFileSync(path.join(outDir, src)), { level: 9 }).length, 0), files: unique.length }
}

export interface PageMetrics {
  readonly lcpMs: number
  readonly cls: number
  readonly tbtMs: number
}

declare global {
  interface Window {
    __metrics: { lcp: number; cls: number; tbt: number }
  }
}

/** Collects LCP, CLS and the blocking part of long tasks from the first byte of the page. */
const observe = () => {
  const metrics = { lcp: 0, cls: 0, tbt: 0 }
  window.__metrics = metrics
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) metrics.lcp = entry.startTime
  }).observe({ type: "largest-contentful-paint", buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) metrics.cls += entry.value
    }
  }).observe({ type: "layout-shift", buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) metrics.tbt += Math.max(0, entry.duration - 50)
  }).observe({ type: "longtask", buffered: true })
}

export const measurePage = async (base: string, cookie: string, pathname: string, chromiumPath: string, runs = 3): Promise<PageMetrics> => {
  const browser = await chromium.launch({ executablePath: chromiumPath })
  const samples: Array<PageMetrics> = []
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext()
      await context.addCookies(
        cookie.split("; ").map((pair) => {
          const [name, ...value] = pair.split("=")
          return { name: name!, value: value.join("="), url: base }
        })
      )
      const page = await context.newPage()
      await page.addInitScript(observe)
      // Not "networkidle": the page keeps a live-updates stream open. The concerts' answer, then a settle.
      const concerts = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/concerts")
      await page.goto(`${base}${pathname}`, { waitUntil: "load" })
      await concerts
      await page.getByRole("heading", { level: 1 }).first().waitFor()
      await page.waitForTimeout(1_000)
      const m = await page.evaluate(() => window.__metrics)
      samples.push({ lcpMs: m.lcp, cls: m.cls, tbtMs: m.tbt })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  const median = (key: keyof PageMetrics) =>
    percentile(
      samples.map((s) => s[key]).sort((a, b) => a - b),
      50
    )
  return { lcpMs: median("lcpMs"), cls: median("cls"), tbtMs: median("tbtMs") }
}
