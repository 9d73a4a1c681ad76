import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { escapeHtml, jsonForScript, shellTemplate, webImage, withHead } from "./concert-head.ts"

const ENTITIES: Readonly<Record<string, string>> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" }
const unescapeHtml = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!)

describe("the concert head's escaping", () => {
  it("escaped text holds no markup character and reads back as written", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const escaped = escapeHtml(text)
        expect(escaped).not.toMatch(/[<>"']/)
        expect(unescapeHtml(escaped)).toBe(text)
      })
    )
  })

  it("JSON for a script block parses back to the same value and holds no <, >, & or line separator", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom("</script>", "<!--", "\u2028\u2029", "&amp;", "a"), (value, text) => {
        const written = jsonForScript({ value, text })
        expect(written).not.toMatch(/[<>&\u2028\u2029]/)
        expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify({ value, text })))
      })
    )
  })

  it("only an absolute http(s) address is an image a preview may load, written as the URL parser writes it", () => {
    expect(["https://x.example/a.png", "http://x.example/a.png", "https:x.example/b c.png"].map(webImage)).toEqual([
      "https://x.example/a.png",
      "http://x.example/a.png",
      "https://x.example/b%20c.png"
    ])
    expect(["javascript:alert(1)", "data:image/png;base64,AA", "/relative.png", "not a url", null].map(webImage)).toEqual([null, null, null, null, null])
  })
})

describe("the shell's template", () => {
  const shell = [
    "<!doctype html>",
    "<html>",
    "  <head>",
    '    <meta charset="UTF-8" />',
    "    <title>Generic</title>",
    '    <meta name="description" content="Generic" />',
    '    <script src="/first.js"></script>',
    '    <script type="application/ld+json">',
    '      { "@type": "WebApplication" }',
    "    </script>",
    '    <script type="module" src="/main.js"></script>',
    "  </head>",
    '  <body><title>not the head</title><div id="root"></div></body>',
    "</html>"
  ].join("\n")

  it("takes out the head's generic title, description and JSON-LD and puts the page's tags where the title was, before any script", () => {
    const page = withHead(shellTemplate(shell), "<title>Mine</title>")
    expect(page).toBe(
      [
        "<!doctype html>",
        "<html>",
        "  <head>",
        '    <meta charset="UTF-8" />',
        "    <title>Mine</title>",
        '    <script src="/first.js"></script>',
        '    <script type="module" src="/main.js"></script>',
        "  </head>",
        '  <body><title>not the head</title><div id="root"></div></body>',
        "</html>"
      ].join("\n")
    )
  })

  it("without a title the tags go before the head's first script, and without a script at the head's end", () => {
    const noTitle = shell.replace("    <title>Generic</title>\n", "")
    const { before } = shellTemplate(noTitle)
    expect(before.endsWith('<meta charset="UTF-8" />\n')).toBe(true)
    const noScript = '<html><head><meta charset="UTF-8" /></head><body></body></html>'
    expect(withHead(shellTemplate(noScript), "<title>Mine</title>")).toBe(
      '<html><head><meta charset="UTF-8" />    <title>Mine</title>\n</head><body></body></html>'
    )
  })

  it("a script before the title still comes after the page's tags", () => {
    const early = '<html><head><script src="/early.js"></script><title>Generic</title></head></html>'
    expect(withHead(shellTemplate(early), "<title>Mine</title>")).toBe('<html><head>    <title>Mine</title>\n<script src="/early.js"></script></head></html>')
  })
})
