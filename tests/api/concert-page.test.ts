/**
 * A concert's own page (issue #28), on memory and on PostgreSQL: GET /api/concerts/{id} is the concert as the
 * concerts page annotates it, /related its other upcoming concerts, the concerts page's date range, the catalogue's
 * facts for anyone; and the HTML a shared link answers: the title, Open Graph tags and MusicEvent JSON-LD made of
 * those facts, each value escaped for its context, the same for everyone, never a person, a name or a count.
 */
import { randomUUID } from "node:crypto"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type Layer, ManagedRuntime } from "effect"
import { chromium } from "playwright"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as MemoryAdapters from "../../adapters/memory/adapters.ts"
import * as PostgresAdapters from "../../adapters/postgres/adapters.ts"
import { SECURITY_HEADERS } from "../../apps/api/plugins/security-headers.ts"
import { Concert } from "../../domain/concerts/concert.ts"
import { RELATED_LIMIT } from "../../domain/concerts/discovery-contract.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import { MAX_ID_LENGTH } from "../../domain/kernel/limits.ts"
import type { AppServices } from "../../domain/services.ts"
import { chromiumHeadlessShell } from "../../scripts/ensure.mjs"
import { buildApp, openSignUp, TEST_PUBLIC_URL, type TestApp } from "../support/app.ts"
import { type Browser, browser } from "../support/browser.ts"
import { dayFromToday, insertConcerts } from "../support/concerts.ts"
import { type Fan, fan } from "../support/friends.ts"
import { testDatabase } from "../support/pg.ts"
import { problem } from "../support/problem.ts"

/** The web client's real shell (its source: the build only adds asset tags), served from a scratch web root. */
const SHELL = readFileSync(new URL("../../apps/web/index.html", import.meta.url), "utf8")
const webRoot = mkdtempSync(join(tmpdir(), "sc-concert-page-"))
writeFileSync(join(webRoot, "index.html"), SHELL)
writeFileSync(join(webRoot, "theme-init.js"), "")

const concertOf = (artist: string, venue: string, city: string, days: number, imageUrl: string | null = null) =>
  new Concert({
    id: randomUUID() as ConcertId,
    artist,
    venue,
    city,
    date: dayFromToday(days),
    description: "A night out.",
    imageUrl,
    createdBy: null,
    createdAt: 1_750_000_000_000
  })

const main = concertOf("Wilco", "Metro", "Chicago", 5)
const past = concertOf("Wilco", "Metro", "Chicago", -10)
const elsewhere = concertOf("WILCO", "The Showbox", "Seattle", 10, "https://images.example/wilco.jpg")
const sameVenue = concertOf("Mitski", "METRO", "chicago", 7)
const otherCity = concertOf("Mitski", "Metro", "Austin", 8)
const later = Array.from({ length: RELATED_LIMIT + 1 }, (_, i) => concertOf("wilco", `Hall ${i}`, "Denver", 20 + i))
const scripted = concertOf("Khruangbin", "Mohawk", "Austin", 12, "javascript:alert(1)")
const HOSTILE = {
  artist: "</script><script>alert(1)</script> &amp;",
  venue: '" onload="x',
  city: "<img src=x onerror=alert(1)>"
}
const hostile = concertOf(HOSTILE.artist, HOSTILE.venue, HOSTILE.city, 15)
const catalogue = [main, past, elsewhere, sameVenue, otherCity, ...later, scripted, hostile]

const MISSING = "c0000000-0000-4000-8000-00000000dead"
const NOT_FOUND = problem(404, "ConcertNotFound", "Concert not found.")
const PUBLIC_NAME = "Zed Publicname"

/** The app over the layer, serving the shell from the scratch web root. */
const appWithWeb = async (layer: Layer.Layer<AppServices>, after: () => Promise<void> = async () => undefined): Promise<TestApp> => {
  const runtime = ManagedRuntime.make(layer)
  await openSignUp(runtime)
  const app = await buildApp({ runtime, logLevel: false, webRoot })
  return {
    app,
    runtime,
    close: async () => {
      await app.close()
      await runtime.dispose()
      await after()
    }
  }
}

/** The content of the head's `<meta property|name="…">` tags of this name, in order. */
const metaOf = (html: string, name: string): Array<string> =>
  [...html.matchAll(/<meta (?:property|name)="([^"]*)" content="([^"]*)" \/>/g)].filter((m) => m[1] === name).map((m) => m[2]!)

/** The text of every JSON-LD block. */
const jsonLdOf = (html: string): Array<string> =>
  html
    .split('<script type="application/ld+json">')
    .slice(1)
    .map((rest) => rest.split("</script>")[0]!)

const count = (text: string, part: string) => text.split(part).length - 1

const suite = (name: string, make: () => Promise<TestApp>) =>
  describe(`a concert's page (${name})`, () => {
    let t: TestApp
    let viewer: Fan
    let zed: Fan
    let visitor: Browser

    beforeAll(async () => {
      t = await make()
      await insertConcerts(t, catalogue)
      viewer = await fan(t, "viewer@example.com", "Vera")
      zed = await fan(t, "zed@example.com", PUBLIC_NAME)
      expect((await zed.b.send("PUT", "/api/settings", { concertVisibility: "public" })).statusCode).toBe(200)
      expect((await zed.b.send("PUT", `/api/concerts/${main.id}/interest`, { status: "has_tickets" })).statusCode).toBe(200)
      visitor = browser(t.app, "198.51.100.20")
    })
    afterAll(() => t.close())

    const json = async (b: Browser, url: string, status = 200) => {
      const res = await b.get(url)
      expect(res.statusCode, res.body).toBe(status)
      return res.json()
    }

    describe("GET /api/concerts/{id}", () => {
      it("is the concert exactly as the concerts page annotates it, a stranger's public tickets included; past ones too; any letter case", async () => {
        const listed = (await json(viewer.b, "/api/concerts?past=true")).concerts as Array<{ id: string }>
        const one = await json(viewer.b, `/api/concerts/${main.id}`)
        expect(one).toEqual(listed.find((c) => c.id === main.id))
        expect(one).toMatchObject({
          id: main.id,
          userInterest: null,
          friendCount: { interested: 0, hasTickets: 1 },
          friendCountByDegree: { others: { interested: 0, hasTickets: 1 } },
          friendInterests: [{ userId: zed.id, displayName: PUBLIC_NAME, interestStatus: "has_tickets", degree: null }]
        })
        expect(await json(viewer.b, `/api/concerts/${past.id}`)).toEqual(listed.find((c) => c.id === past.id))
        expect(await json(viewer.b, `/api/concerts/${main.id.toUpperCase()}`)).toEqual(one)
        // Zed sees their own interest as theirs, not among the others.
        expect(await json(zed.b, `/api/concerts/${main.id}`)).toMatchObject({ userInterest: "has_tickets", friendInterests: [] })
      })

      it("an unknown or malformed id is 404 ConcertNotFound; a visitor is asked to sign in", async () => {
        for (const id of [MISSING, "not-a-uuid", `${main.id}x`, "x".repeat(MAX_ID_LENGTH)])
          expect(await json(viewer.b, `/api/concerts/${id}`, 404)).toEqual(NOT_FOUND)
        // Past the cap of an id, the request is refused before anything reads it.
        expect(await json(viewer.b, `/api/concerts/${"x".repeat(MAX_ID_LENGTH + 1)}`, 400)).toEqual(problem(400, "InvalidRequest", "The request is not valid."))
        expect((await visitor.get(`/api/concerts/${main.id}`)).statusCode).toBe(401)
      })
    })

    describe("GET /api/concerts/{id}/related", () => {
      it("the other upcoming concerts by the same artist and at the same venue in the same city, in any letter case, soonest first, a few of each", async () => {
        const related = await json(viewer.b, `/api/concerts/${main.id}/related`)
        const ids = (list: Array<{ id: string }>) => list.map((c) => c.id)
        // Not itself, not the past one; the same artist anywhere; capped.
        expect(ids(related.sameArtist)).toEqual([elsewhere, ...later].slice(0, RELATED_LIMIT).map((c) => c.id))
        // METRO in chicago is Metro in Chicago; Metro in Austin is another venue.
        expect(ids(related.sameVenue)).toEqual([sameVenue.id])
        expect(related.sameArtist[0]).toEqual({
          id: elsewhere.id,
          artist: "WILCO",
          venue: "The Showbox",
          city: "Seattle",
          date: elsewhere.date,
          description: "A night out.",
          imageUrl: "https://images.example/wilco.jpg",
          // Issue #31: as a concert stored before it, scheduled and a whole-day event.
          status: "scheduled",
          statusReason: null,
          previousDate: null,
          previousVenue: null,
          startTime: null,
          doorsTime: null,
          timeZone: null
        })
        expect(await json(viewer.b, `/api/concerts/${otherCity.id}/related`)).toEqual({
          sameArtist: [expect.objectContaining({ id: sameVenue.id })],
          sameVenue: []
        })
      })

      it("an unknown or malformed id is 404 ConcertNotFound; a visitor is asked to sign in", async () => {
        for (const id of [MISSING, "not-a-uuid"]) expect(await json(viewer.b, `/api/concerts/${id}/related`, 404)).toEqual(NOT_FOUND)
        expect((await visitor.get(`/api/concerts/${main.id}/related`)).statusCode).toBe(401)
      })
    })

    describe("GET /api/concerts?from=&to=", () => {
      const dates = async (query: string) => ((await json(viewer.b, `/api/concerts?limit=100&${query}`)).concerts as Array<{ date: string }>).map((c) => c.date)
      const all = catalogue.map((c) => c.date).sort()

      it("keeps the concerts of the days from `from` to `to`, both included; `from` replaces today; `past=true` alone has no first day", async () => {
        expect(await dates(`from=${dayFromToday(7)}&to=${dayFromToday(12)}`)).toEqual(all.filter((d) => d >= dayFromToday(7) && d <= dayFromToday(12)))
        expect(await dates(`from=${dayFromToday(-30)}`)).toEqual(all)
        expect(await dates(`to=${dayFromToday(8)}`)).toEqual(all.filter((d) => d >= dayFromToday(0) && d <= dayFromToday(8)))
        expect(await dates(`past=true&to=${dayFromToday(5)}`)).toEqual(all.filter((d) => d <= dayFromToday(5)))
        expect(await dates(`from=${dayFromToday(7)}&to=${dayFromToday(7)}`)).toEqual([sameVenue.date])
      })

      it("an end before the start is 400 InvalidDateRange; a day that is not one is refused as input", async () => {
        const res = await viewer.b.get(`/api/concerts?from=${dayFromToday(7)}&to=${dayFromToday(6)}`)
        expect([res.statusCode, res.json()]).toEqual([400, problem(400, "InvalidDateRange", "The end date must be on or after the start date.")])
        for (const bad of ["2026-02-30", "tomorrow", "2026-1-1", "x".repeat(11)]) {
          expect((await viewer.b.get(`/api/concerts?from=${bad}`)).json()).toEqual(problem(400, "InvalidRequest", "The request is not valid."))
          expect((await viewer.b.get(`/api/concerts?to=${bad}`)).json()).toEqual(problem(400, "InvalidRequest", "The request is not valid."))
        }
      })
    })

    describe("GET /api/public/concerts/{id}", () => {
      it("answers anyone the catalogue's facts only", async () => {
        const facts = {
          id: main.id,
          artist: "Wilco",
          venue: "Metro",
          city: "Chicago",
          date: main.date,
          imageUrl: null,
          // Issue #31: the show's status, times and ticket links are catalogue facts too.
          status: "scheduled",
          statusReason: null,
          previousDate: null,
          previousVenue: null,
          startTime: null,
          doorsTime: null,
          timeZone: null,
          ticketLinks: []
        }
        expect(await json(visitor, `/api/public/concerts/${main.id}`)).toEqual(facts)
        expect(await json(viewer.b, `/api/public/concerts/${main.id}`)).toEqual(facts)
        for (const id of [MISSING, "not-a-uuid"]) expect(await json(visitor, `/api/public/concerts/${id}`, 404)).toEqual(NOT_FOUND)
      })
    })

    describe("the HTML of /concerts/{id}", () => {
      const page = (b: Browser, id: string) => b.get(`/concerts/${id}`)

      it("carries the title, description, canonical link, Open Graph and Twitter tags and MusicEvent JSON-LD, before any script, with the shell's headers", async () => {
        const res = await page(visitor, main.id)
        expect(res.statusCode).toBe(200)
        expect(res.headers["content-type"]).toBe("text/html; charset=utf-8")
        expect(res.headers["cache-control"]).toBe("no-cache")
        expect(res.headers["content-security-policy"]).toBe(SECURITY_HEADERS["content-security-policy"])
        const html = res.body
        const url = `${TEST_PUBLIC_URL}/concerts/${main.id}`
        const day = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
          Date.parse(`${main.date}T00:00:00Z`)
        )
        const description = `${day} at Metro, Chicago. Find concerts and go with friends on Soundcheck.`
        expect(count(html, "<title>")).toBe(1)
        expect(html).toContain(`<title>Wilco at Metro, Chicago — ${day} — Soundcheck</title>`)
        expect(metaOf(html, "description")).toEqual([description])
        expect(html).toContain(`<link rel="canonical" href="${url}" />`)
        expect(metaOf(html, "og:title")).toEqual(["Wilco at Metro, Chicago"])
        expect(metaOf(html, "og:description")).toEqual([description])
        expect(metaOf(html, "og:url")).toEqual([url])
        expect(metaOf(html, "og:type")).toEqual(["website"])
        expect(metaOf(html, "og:image")).toEqual([`${TEST_PUBLIC_URL}/og-default.png`])
        expect(metaOf(html, "twitter:card")).toEqual(["summary_large_image"])
        // The shell's generic JSON-LD is replaced, not repeated.
        const [block, ...others] = jsonLdOf(html)
        expect(others).toEqual([])
        expect(JSON.parse(block!)).toEqual({
          "@context": "https://schema.org",
          "@type": "MusicEvent",
          name: "Wilco at Metro",
          startDate: main.date,
          eventStatus: "https://schema.org/EventScheduled",
          eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
          location: { "@type": "Place", name: "Metro", address: { "@type": "PostalAddress", addressLocality: "Chicago" } },
          performer: { "@type": "MusicGroup", name: "Wilco" },
          image: [`${TEST_PUBLIC_URL}/og-default.png`],
          url
        })
        // Every tag comes before the first script that runs, and the rest of the shell is as it was.
        const firstScript = html.indexOf("<script src=")
        for (const tag of ["<title>", 'property="og:image"', 'name="twitter:card"', '<script type="application/ld+json">']) {
          expect(html.indexOf(tag)).toBeGreaterThan(-1)
          expect(html.indexOf(tag)).toBeLessThan(firstScript)
        }
        expect(html).toContain('<script src="/theme-init.js"></script>')
        expect(html).toContain('<div id="root"></div>')
        expect(html).not.toContain("WebApplication")
      })

      it("the concert's own image when it is a web address, the default card otherwise", async () => {
        expect(metaOf((await page(visitor, elsewhere.id)).body, "og:image")).toEqual(["https://images.example/wilco.jpg"])
        const html = (await page(visitor, scripted.id)).body
        expect(metaOf(html, "og:image")).toEqual([`${TEST_PUBLIC_URL}/og-default.png`])
        expect(html).not.toContain("javascript:")
      })

      it("hostile names are escaped for each context: the document keeps its one JSON-LD block, and every value reads back as written", async () => {
        const html = (await page(visitor, hostile.id)).body
        expect(html).toContain(
          "<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp;amp; at &quot; onload=&quot;x, &lt;img src=x onerror=alert(1)&gt; — "
        )
        expect(metaOf(html, "og:title")).toEqual([
          "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp;amp; at &quot; onload=&quot;x, &lt;img src=x onerror=alert(1)&gt;"
        ])
        const blocks = jsonLdOf(html)
        expect(blocks).toHaveLength(1)
        expect(blocks[0]).toContain(
          '"performer":{"@type":"MusicGroup","name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026amp;"}'
        )
        const data = JSON.parse(blocks[0]!)
        expect([data.performer.name, data.location.name, data.location.address.addressLocality]).toEqual([HOSTILE.artist, HOSTILE.venue, HOSTILE.city])
        // Nothing a name holds became markup: the shell's scripts and the one block, no image, no handler.
        expect(count(html, "<script")).toBe(count(SHELL, "<script"))
        expect(count(html, "</script>")).toBe(count(SHELL, "</script>"))
        expect(html).not.toMatch(/<img|" onload="/)
      })

      it("an unknown or malformed id answers the shell with 404 (the client shows its not-found state); other client routes keep the shell", async () => {
        for (const id of [MISSING, "not-a-uuid", main.id.slice(1), "x".repeat(200)]) {
          const res = await page(visitor, id)
          expect([res.statusCode, res.headers["cache-control"], res.body]).toEqual([404, "no-cache", SHELL])
        }
        for (const url of ["/concerts/suggest", "/concerts", `/concerts/${main.id}/extra`]) {
          const res = await visitor.get(url)
          expect([res.statusCode, res.body]).toEqual([200, SHELL])
        }
        const upper = await page(visitor, main.id.toUpperCase())
        expect(upper.statusCode).toBe(200)
        expect(metaOf(upper.body, "og:url")).toEqual([`${TEST_PUBLIC_URL}/concerts/${main.id}`])
      })

      it("is the same for every visitor and names nobody: the signed-in API shows the concert's public ticket holder, the page does not", async () => {
        const signedIn = await page(viewer.b, main.id)
        const signedOut = await page(visitor, main.id)
        expect(signedIn.body).toBe(signedOut.body)
        expect(await page(zed.b, main.id)).toMatchObject({ body: signedOut.body })
        const api = await json(viewer.b, `/api/concerts/${main.id}`)
        expect(JSON.stringify(api)).toContain(PUBLIC_NAME)
        expect(api.friendCount.hasTickets).toBe(1)
        expect(signedOut.body).not.toContain(PUBLIC_NAME)
        expect(signedOut.body).not.toContain("Zed")
        expect(signedOut.body).not.toContain(zed.id)
        expect(signedOut.body).not.toMatch(/ticket|interested|going|attendee/i)
        expect(Object.keys(JSON.parse(jsonLdOf(signedOut.body)[0]!)).sort()).toEqual(
          ["@context", "@type", "eventAttendanceMode", "eventStatus", "image", "location", "name", "performer", "startDate", "url"].sort()
        )
      })
    })
  })

suite("memory", () => appWithWeb(MemoryAdapters.layer({ publicUrl: TEST_PUBLIC_URL })))

suite("postgres", async () => {
  const db = await testDatabase()
  return appWithWeb(PostgresAdapters.layer(db.url, { maximumPoolSize: 4, config: { publicUrl: TEST_PUBLIC_URL } }), db.drop)
})

describe("the public concert facts and page (memory)", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await appWithWeb(MemoryAdapters.layer({ publicUrl: TEST_PUBLIC_URL }))
    await insertConcerts(t, catalogue)
  })
  afterAll(() => t.close())

  it(`GET /api/public/concerts/{id} answers one address 300 times a minute, then 429 RateLimited; another address is counted apart`, async () => {
    const one = browser(t.app, "198.51.100.30")
    for (let i = 0; i < 300; i++) expect((await one.get(`/api/public/concerts/${main.id}`)).statusCode).toBe(200)
    const refused = await one.get(`/api/public/concerts/${main.id}`)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ error: "RateLimited" })
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
    expect((await browser(t.app, "198.51.100.31").get(`/api/public/concerts/${main.id}`)).statusCode).toBe(200)
    // The page's HTML reads the same facts for anyone: it spends the same budget, and over it is the plain shell.
    const page = await one.get(`/concerts/${main.id}`)
    expect(page.statusCode).toBe(429)
    expect(Number(page.headers["retry-after"])).toBeGreaterThan(0)
    expect(page.body).not.toContain(main.artist)
    expect(page.body).toContain('<div id="root">')
  })

  it("a real HTML parser (Chromium, under the Content-Security-Policy) reads the hostile concert's tags back as written, with no script run and nothing refused", async () => {
    const origin = await t.app.listen({ host: "127.0.0.1", port: 0 })
    const chrome = await chromium.launch({ executablePath: chromiumHeadlessShell })
    try {
      const tab = await (await chrome.newContext()).newPage()
      const refusals: Array<string> = []
      const dialogs: Array<string> = []
      tab.on("console", (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text())
      })
      tab.on("dialog", (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })
      const res = await tab.goto(`${origin}/concerts/${hostile.id}`)
      expect(res?.status()).toBe(200)
      const read = await tab.evaluate(() => ({
        title: document.title,
        ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute("content"),
        description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent),
        scripts: [...document.querySelectorAll("script")].map((s) => s.getAttribute("src") ?? s.getAttribute("type")),
        images: document.querySelectorAll("img").length,
        headMeta: document.head.querySelectorAll('meta[property^="og:"]').length
      }))
      expect(read.title).toMatch(/^<\/script><script>alert\(1\)<\/script> &amp; at " onload="x, <img src=x onerror=alert\(1\)> — /)
      expect(read.ogTitle).toBe(`${HOSTILE.artist} at ${HOSTILE.venue}, ${HOSTILE.city}`)
      expect(read.description).toContain(`at ${HOSTILE.venue}, ${HOSTILE.city}.`)
      expect(read.canonical).toBe(`${TEST_PUBLIC_URL}/concerts/${hostile.id}`)
      expect(read.jsonLd).toHaveLength(1)
      expect(JSON.parse(read.jsonLd[0]!)).toMatchObject({ "@type": "MusicEvent", performer: { name: HOSTILE.artist }, location: { name: HOSTILE.venue } })
      expect(read.scripts).toEqual(["application/ld+json", "/theme-init.js", "/src/main.tsx"])
      expect(read.images).toBe(0)
      expect(read.headMeta).toBeGreaterThanOrEqual(7)
      expect(dialogs).toEqual([])
      expect(refusals).toEqual([])
    } finally {
      await chrome.close()
    }
  })
})
