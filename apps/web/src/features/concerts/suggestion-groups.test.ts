import { describe, expect, it } from "vitest"
import type { Suggestion } from "../../../../../domain/search/contract.ts"
import { suggestionGroups } from "./suggestion-groups.ts"

const suggestion = (kind: Suggestion["kind"], value: string, concerts = 1): Suggestion => ({ kind, value, concerts })

describe("the search field's suggestions", () => {
  it("are grouped under Artists, Venues and Cities in that order, each in the server's order, empty groups left out", () => {
    const groups = suggestionGroups([suggestion("city", "Austin", 3), suggestion("artist", "The Midnight Owls"), suggestion("artist", "Owl City", 2)])
    expect(groups.map((group) => group.title)).toEqual(["Artists", "Cities"])
    expect(groups[0]!.options.map((option) => option.label)).toEqual(["The Midnight Owls", "Owl City"])
    expect(groups[1]!.options).toEqual([{ id: "city:Austin", label: "Austin", href: "/search?q=Austin" }])
  })

  it("each leads to the results for its words, and an artist and a city of the same name stay apart", () => {
    const groups = suggestionGroups([suggestion("artist", "Chicago"), suggestion("city", "Chicago")])
    const options = groups.flatMap((group) => group.options)
    expect(new Set(options.map((option) => option.id)).size).toBe(2)
    expect(options.map((option) => option.href)).toEqual(["/search?q=Chicago", "/search?q=Chicago"])
  })

  it("show at most 8", () => {
    const many = Array.from({ length: 12 }, (_, n) => suggestion(n % 2 === 0 ? "artist" : "venue", `Name ${n}`))
    expect(suggestionGroups(many).flatMap((group) => group.options)).toHaveLength(8)
    expect(suggestionGroups([])).toEqual([])
  })
})
