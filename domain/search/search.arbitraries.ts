/**
 * Generators for search's laws and contract: names as catalogues spell them (accented Latin letters, letters
 * Unicode does not decompose, Greek and Cyrillic, punctuation, "The …"), catalogues of them, and queries a person
 * would type for a concert (its words cut short, mistyped, re-accented, in other letter cases).
 */
import fc from "fast-check"
import { BASE_DAY } from "../concerts/concert.arbitraries.ts"
import { Concert } from "../concerts/concert.ts"
import type { ConcertId } from "../kernel/ids.ts"
import { addDays } from "../kernel/local-date.ts"

const LATIN = [
  "Mötley",
  "Crüe",
  "Sigur",
  "Rós",
  "Björk",
  "Midnight",
  "Owls",
  "Velvet",
  "Echo",
  "Straße",
  "Ørjan",
  "Łódź",
  "Æther",
  "Niño",
  "Dvořák",
  "Hüsker",
  "Dü",
  "Beyoncé",
  "Café",
  "Wilco",
  "Metro",
  "Austin",
  "Reykjavík",
  "São",
  "Paulo",
  "Kraków",
  "Zürich",
  "İstanbul",
  "Þór",
  "Œuvre",
  "Hall",
  "Halle",
  "Garage",
  "1999",
  "2",
  "AC",
  "DC",
  "ﬁre"
]
const GREEK = ["Αθήνα", "Ψυχή", "Θεσσαλονίκη", "ΟΔΟΣ", "Ρεμπέτικο"]
const CYRILLIC = ["Кино", "Москва", "Сплин", "Ленинград", "Ёлка"]
/** Short words of a few letters, so that random words are often near one another. */
const shortWord = fc.string({ unit: fc.constantFrom(..."abcdeoéèöøßı"), minLength: 1, maxLength: 6 })

export const nameWordArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...LATIN) },
  { weight: 1, arbitrary: fc.constantFrom(...GREEK) },
  { weight: 1, arbitrary: fc.constantFrom(...CYRILLIC) },
  { weight: 2, arbitrary: shortWord }
)

const SEPARATORS = [" ", " ", " ", " - ", "/", "'", " & ", "!!! ", ", ", ".", " (", ") "]

/** A name of one to three words with punctuation between them, "The …" now and then. */
export const nameArb: fc.Arbitrary<string> = fc
  .tuple(fc.boolean(), fc.array(fc.tuple(nameWordArb, fc.constantFrom(...SEPARATORS)), { minLength: 1, maxLength: 3 }))
  .map(([the, parts]) => `${the ? "The " : ""}${parts.map(([word, sep], i) => (i === parts.length - 1 ? word : word + sep)).join("")}`)

/** A catalogue: distinct ids and (artist, venue, date) as the catalogue guarantees, dates around BASE_DAY. */
export const searchCatalogueArb = (maxLength = 25): fc.Arbitrary<ReadonlyArray<Concert>> =>
  fc
    .uniqueArray(
      fc.record({
        id: fc.uuid({ version: 4 }),
        artist: nameArb,
        venue: nameArb,
        city: fc.oneof(nameArb, fc.constantFrom("Austin", "Reykjavík", "Москва", "Αθήνα")),
        offset: fc.integer({ min: -20, max: 20 })
      }),
      { minLength: 1, maxLength, selector: (c) => `${c.artist.toLowerCase()}|${c.venue.toLowerCase()}|${c.offset}` }
    )
    .map((rows) => [
      ...new Map(
        rows.map((c) => [
          c.id,
          new Concert({
            id: c.id as ConcertId,
            artist: c.artist,
            venue: c.venue,
            city: c.city,
            date: addDays(BASE_DAY, c.offset),
            description: null,
            imageUrl: null,
            createdBy: null,
            createdAt: 1_750_000_000_000
          })
        ])
      ).values()
    ])

const ACCENTED: Readonly<Record<string, string>> = { a: "á", e: "é", i: "í", o: "ö", u: "ü", c: "ç", n: "ñ", s: "ś" }

/** One slip of the keyboard (or none): a letter dropped, doubled, replaced or swapped with the next. */
const mistype = (word: string): fc.Arbitrary<string> =>
  fc.tuple(fc.nat(), fc.constantFrom("none", "drop", "double", "replace", "swap"), fc.constantFrom(..."aeioxz")).map(([n, kind, letter]) => {
    const chars = [...word]
    const i = n % chars.length
    if (chars.length < 2 || kind === "none") return word
    if (kind === "drop") return chars.filter((_, j) => j !== i).join("")
    if (kind === "double") return [...chars.slice(0, i + 1), chars[i]!, ...chars.slice(i + 1)].join("")
    if (kind === "replace") return [...chars.slice(0, i), letter, ...chars.slice(i + 1)].join("")
    return i + 1 < chars.length ? [...chars.slice(0, i), chars[i + 1]!, chars[i]!, ...chars.slice(i + 2)].join("") : word
  })

/** The same word as someone else types it: in another letter case, with accents added, cut short. */
const retype = (word: string): fc.Arbitrary<string> =>
  fc
    .tuple(mistype(word), fc.constantFrom("as is", "upper", "lower", "accents", "cut"))
    .map(([w, how]) =>
      how === "upper"
        ? w.toUpperCase()
        : how === "lower"
          ? w.toLowerCase()
          : how === "accents"
            ? [...w].map((ch) => ACCENTED[ch] ?? ch).join("")
            : how === "cut"
              ? [...w].slice(0, Math.max(1, Math.ceil([...w].length / 2))).join("")
              : w
    )

/**
 * What a person might type to find one of the catalogue's concerts: some of its words, retyped, in any order,
 * joined by spaces or punctuation; now and then a word from nowhere.
 */
export const queryFor = (concerts: ReadonlyArray<Concert>): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .constantFrom(...concerts)
        .chain((c) =>
          fc.subarray(
            `${c.artist} ${c.venue} ${c.city}`.split(/[\s/&,.()!'-]+/u).filter((w) => w !== ""),
            { minLength: 1, maxLength: 3 }
          )
        )
        .chain((ws) => fc.tuple(...ws.map(retype), fc.constantFrom(" ", "  ", ", ", "-")))
        .map((parts) => parts.slice(0, -1).join(parts.at(-1)))
    },
    { weight: 1, arbitrary: fc.array(nameWordArb, { minLength: 1, maxLength: 2 }).map((ws) => ws.join(" ")) }
  )
