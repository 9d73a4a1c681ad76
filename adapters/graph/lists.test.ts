import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Lists } from "./lists.ts"

/** Every owner's list as a map from value to tag, whatever its order. */
const contents = (lists: Lists, owners: number) =>
  Array.from({ length: owners }, (_, owner) => {
    const v = lists.view(owner)
    const map = new Map<number, number>()
    for (let i = v.start; i < v.end; i++) map.set(v.values[i]!, lists.tagOf(owner, v.values[i]!))
    return map
  })

const OWNERS = 6
const entry = fc.record({ owner: fc.nat(OWNERS - 1), value: fc.nat(20), tag: fc.nat(2) })
const edit = fc.oneof(
  entry.map((e) => ({ ...e, op: "set" as const })),
  entry.map((e) => ({ ...e, op: "remove" as const })),
  entry.map((e) => ({ ...e, op: "clear" as const }))
)

describe("packed lists", () => {
  it("hold what was packed and every later edit, as a map per owner would", () => {
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (e) => `${e.owner}:${e.value}` }), fc.array(edit), (packed, edits) => {
        const lists = Lists.pack(
          OWNERS,
          packed.length,
          Int32Array.from(packed.map((e) => e.owner)),
          Int32Array.from(packed.map((e) => e.value)),
          Uint8Array.from(packed.map((e) => e.tag))
        )
        const model = Array.from({ length: OWNERS }, () => new Map<number, number>())
        for (const e of packed) model[e.owner]!.set(e.value, e.tag)
        expect(contents(lists, OWNERS)).toEqual(model)
        for (const e of edits) {
          if (e.op === "set") {
            lists.set(e.owner, e.value, e.tag)
            model[e.owner]!.set(e.value, e.tag)
          } else if (e.op === "remove") {
            lists.remove(e.owner, e.value)
            model[e.owner]!.delete(e.value)
          } else {
            lists.clear(e.owner)
            model[e.owner]!.clear()
          }
          expect(lists.tagOf(e.owner, e.value)).toBe(model[e.owner]!.get(e.value) ?? -1)
        }
        expect(contents(lists, OWNERS)).toEqual(model)
        for (let owner = 0; owner < OWNERS; owner++) expect(lists.size(owner)).toBe(model[owner]!.size)
      })
    )
  })

  it("list each pair both ways when packed as pairs (friendships)", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.tuple(fc.nat(OWNERS - 1), fc.nat(OWNERS - 1)).filter(([a, b]) => a < b),
          { selector: ([a, b]) => `${a}:${b}` }
        ),
        (pairs) => {
          const lists = Lists.packPairs(OWNERS, pairs.length, Int32Array.from(pairs.map(([a]) => a)), Int32Array.from(pairs.map(([, b]) => b)))
          const model = Array.from({ length: OWNERS }, () => new Map<number, number>())
          for (const [a, b] of pairs) {
            model[a]!.set(b, 0)
            model[b]!.set(a, 0)
          }
          expect(contents(lists, OWNERS)).toEqual(model)
        }
      )
    )
  })

  it("read every tag as 0 when packed without tags (a person's friends)", () => {
    const lists = Lists.pack(3, 4, Int32Array.from([0, 1, 0, 2]), Int32Array.from([1, 0, 2, 0]), null)
    expect(contents(lists, 3)).toEqual([
      new Map([
        [1, 0],
        [2, 0]
      ]),
      new Map([[0, 0]]),
      new Map([[0, 0]])
    ])
    lists.set(1, 2)
    expect(lists.tagOf(1, 2)).toBe(0)
    expect(lists.tagOf(5, 0)).toBe(-1)
  })
})
