import { describe, expect, it } from "vitest"
import { Concert } from "../concerts/concert.ts"
import { ConcertId } from "../kernel/ids.ts"
import type { LocalDate } from "../kernel/local-date.ts"
import { likelyDuplicates } from "./likely-duplicates.ts"

const concert = (n: number, artist: string, venue: string, city: string, date: string) =>
  new Concert({
    id: ConcertId.make(`00000000-0000-4000-8000-00000000000${n}`),
    artist,
    venue,
    city,
    date: date as LocalDate,
    description: null,
    imageUrl: null,
    createdBy: null,
    createdAt: 0
  })

describe("likelyDuplicates", () => {
  const catalogue = [
    concert(1, "Big Thief", "Vic Theatre", "Chicago", "2099-05-01"),
    concert(2, "Big Thief", "Metro", "Chicago", "2099-09-01"),
    concert(3, "Wilco", "Vic Theatre", "Chicago", "2099-05-01"),
    concert(4, "Big Thief", "Vic Theatre", "Austin", "2099-05-01")
  ]

  it("points out the same artist at a similar venue or close date in the same city, strongest first", () => {
    const found = likelyDuplicates({ artist: "big thief", venue: "The Vic Theatre", city: "chicago", date: "2099-05-02" }, catalogue)
    expect(found.map((c) => c.id)).toEqual([catalogue[0]!.id])
  })

  it("ignores other artists at the venue, far-off dates elsewhere, and other cities", () => {
    expect(likelyDuplicates({ artist: "Alvvays", venue: "Vic Theatre", city: "Chicago", date: "2099-05-01" }, catalogue)).toEqual([])
    expect(likelyDuplicates({ artist: "Big Thief", venue: "Thalia Hall", city: "Chicago", date: "2099-07-01" }, catalogue)).toEqual([])
  })
})
