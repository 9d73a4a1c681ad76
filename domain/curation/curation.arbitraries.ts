/** Generators for the curation rules: names, concerts in a few cities, dates in every accepted format. */
import fc from "fast-check"
import type { ConcertLike } from "./similarity.ts"

const word = fc.constantFrom("the", "black", "keys", "pearl", "jam", "metro", "hall", "red", "rocks", "live", "band", "arcade", "fire")

/** Short names from a small vocabulary, so that equal, containing and overlapping pairs are common. */
export const nameArb: fc.Arbitrary<string> = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(" "))

/** A name with its letter case and spacing shuffled: the same name to a person. */
export const respelledArb = (name: string): fc.Arbitrary<string> =>
  fc.tuple(fc.boolean(), fc.constantFrom(" ", "  ")).map(([upper, gap]) => ` ${(upper ? name.toUpperCase() : name).split(" ").join(gap)} `)

export const dayArb: fc.Arbitrary<string> = fc
  .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2040-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

export const concertLikeArb: fc.Arbitrary<ConcertLike> = fc.record({
  id: fc.uuid({ version: 4 }),
  artist: nameArb,
  venue: nameArb,
  city: fc.constantFrom("Austin", "austin", "Chicago", "Seattle"),
  date: dayArb
})

/** A day written in one of the five accepted formats, with the day it means. */
export const writtenDayArb: fc.Arbitrary<{ readonly text: string; readonly day: string }> = fc
  .tuple(
    fc.date({ min: new Date("1950-01-01T00:00:00Z"), max: new Date("2049-12-31T00:00:00Z"), noInvalidDate: true }),
    fc.constantFrom("iso", "slash2", "slash4", "dash2", "dash4"),
    fc.boolean()
  )
  .map(([date, format, pad]) => {
    const day = date.toISOString().slice(0, 10)
    const [y, m, d] = day.split("-")
    const month = pad ? m! : String(Number(m))
    const dayOfMonth = pad ? d! : String(Number(d))
    const sep = format.startsWith("slash") ? "/" : "-"
    const year = format.endsWith("2") ? y!.slice(2) : y!
    return { text: format === "iso" ? day : `${month}${sep}${dayOfMonth}${sep}${year}`, day }
  })

// Words that JavaScript and SQL may lower-case differently (dotted capital I, Kelvin sign, sharp s, accents)
// beside plain ones, and gaps `prepareText` treats as one space that a stored name may hold (no tabs or line
// breaks: the rules and the database refuse those).
const messyWord = fc.constantFrom(
  "the",
  "Hall",
  "METRO",
  "metro",
  "jam",
  "Jam",
  "İstanbul",
  "istanbul",
  "\u212Aeys",
  "keys",
  "Straße",
  "café",
  "CAFÉ",
  "o2",
  "O2",
  "all"
)
const gap = fc.constantFrom(" ", "  ", "\u00a0", " \u3000 ", "\u2003")

/** Names made of those words and gaps, never blank. */
export const messyNameArb: fc.Arbitrary<string> = fc
  .tuple(fc.array(fc.tuple(messyWord, gap), { minLength: 1, maxLength: 3 }), fc.boolean())
  .map(([parts, padded]) => {
    const name = parts.map(([w, g], i) => (i === 0 ? w : g + w)).join("")
    return padded ? ` ${name} ` : name
  })
