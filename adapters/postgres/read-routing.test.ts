import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatLsn, parseLsn } from "./read-routing.ts"

describe("WAL positions (the read-your-writes cookie)", () => {
  it("read back what they wrote, for every 64-bit position", () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), (lsn) => parseLsn(formatLsn(lsn)) === lsn))
  })

  it("order as PostgreSQL orders them, not as their text does", () => {
    expect(parseLsn("9/FFFFFFFF")! < parseLsn("10/0")!).toBe(true)
    expect(parseLsn("0/3002000")).toBe(0x3002000n)
    expect(parseLsn("16/b374d848")).toBe((0x16n << 32n) | 0xb374d848n)
  })

  it("refuse anything else, a long input before any pattern runs", () => {
    for (const text of ["", "/", "0/", "/0", "0/0/0", "G/0", "123456789/0", "0/123456789", " 0/0", "0/0\n", "-1/0", "0x1/0"]) {
      expect(parseLsn(text), text).toBeUndefined()
    }
    expect(parseLsn(`${"0".repeat(10_000)}/0`)).toBeUndefined()
  })
})
