/** The shell's session decoder against the contract's SessionDto: the same answers accepted, the same value out. */
import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { SessionDto } from "../../../../../../domain/accounts/contract.ts"
import { decodeSession, InvalidSessionAnswer } from "./session-dto.ts"

type Outcome = { readonly value: unknown } | { readonly rejected: true }

const outcome = (decode: (body: unknown) => unknown, body: unknown): Outcome => {
  try {
    return { value: decode(body) }
  } catch {
    return { rejected: true }
  }
}

const bySchema = Schema.decodeUnknownSync(SessionDto)

/** Mostly well-formed fields, sometimes of the wrong type, sometimes missing, with extra fields mixed in. */
const field = <T>(good: fc.Arbitrary<T>) => fc.oneof({ arbitrary: good, weight: 4 }, { arbitrary: fc.jsonValue(), weight: 1 })
const withExtras = <T extends object>(record: fc.Arbitrary<T>) =>
  fc
    .tuple(fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }), record)
    .map(([extras, fields]) => ({ ...extras, ...fields }))
const user = withExtras(
  fc.record(
    {
      id: field(fc.uuid()),
      email: field(fc.emailAddress()),
      role: field(fc.constantFrom("user", "moderator", "admin", "owner")),
      displayName: field(fc.option(fc.string(), { nil: null }))
    },
    { requiredKeys: ["id", "email", "role"] }
  )
)
const session = withExtras(
  fc.record(
    {
      user: fc.oneof({ arbitrary: user, weight: 4 }, { arbitrary: fc.jsonValue(), weight: 1 }),
      expiresAt: field(fc.integer({ min: 0 })),
      expiresIn: field(fc.integer({ min: 0, max: 3_600 }))
    },
    { requiredKeys: ["user", "expiresAt"] }
  )
)
const answer = fc.oneof({ arbitrary: session, weight: 6 }, { arbitrary: fc.jsonValue(), weight: 1 })

describe("decodeSession", () => {
  it("accepts and returns what the contract's SessionDto does", () => {
    fc.assert(
      fc.property(answer, (body) => {
        expect(outcome(decodeSession, body)).toEqual(outcome(bySchema, body))
      }),
      { numRuns: 2_000 }
    )
  })

  it("keeps only the contract's fields of a session and throws InvalidSessionAnswer for anything else", () => {
    const user = { id: "u1", email: "fan@example.com", role: "user", displayName: null }
    expect(decodeSession({ user: { ...user, password: "x" }, expiresAt: 1, expiresIn: 900, token: "t" })).toStrictEqual({ user, expiresAt: 1, expiresIn: 900 })
    expect(() => decodeSession({ user: { ...user, role: "owner" }, expiresAt: 1, expiresIn: 900 })).toThrow(InvalidSessionAnswer)
    expect(() => decodeSession([])).toThrow(InvalidSessionAnswer)
  })
})
