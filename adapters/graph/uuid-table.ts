/**
 * UUIDs (16 bytes, as PostgreSQL's binary COPY writes them) to numbers, in an open-addressing table: the load's join of
 * millions of friend-list entries and interests to people and concerts, done without a string or an object per row.
 * Each slot is five 32-bit words side by side (the key's four, then the number), so a lookup touches one cache line.
 */
const STRIDE = 5
const EMPTY = -1

/** Four bytes as one 32-bit word (plain indexing: Buffer's readInt32BE checks its arguments on every call). */
const word = (bytes: Uint8Array, at: number): number => (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!

export class UuidTable {
  private readonly slots: Int32Array
  private readonly mask: number
  size = 0

  constructor(expected: number) {
    let capacity = 1024
    while (capacity < expected * 2) capacity *= 2
    this.mask = capacity - 1
    this.slots = new Int32Array(capacity * STRIDE)
    for (let s = 0; s < capacity; s++) this.slots[s * STRIDE + 4] = EMPTY
  }

  /** The slot of the UUID at `bytes[at..at+16]`: its own, or the empty one where it would go. */
  private slotOf(bytes: Uint8Array, at: number): number {
    const a = word(bytes, at)
    const b = word(bytes, at + 4)
    const c = word(bytes, at + 8)
    const d = word(bytes, at + 12)
    const slots = this.slots
    let slot = Math.imul(a ^ Math.imul(b, 0x9e3779b1) ^ Math.imul(c, 0x85ebca6b) ^ Math.imul(d, 0xc2b2ae35), 0x27d4eb2d) & this.mask
    for (;;) {
      const k = slot * STRIDE
      if (slots[k + 4] === EMPTY || (slots[k] === a && slots[k + 1] === b && slots[k + 2] === c && slots[k + 3] === d)) return k
      slot = (slot + 1) & this.mask
    }
  }

  /** Sets the number (0 or more) of the UUID at `bytes[at..at+16]`. */
  set(bytes: Uint8Array, at: number, value: number): void {
    const k = this.slotOf(bytes, at)
    if (this.slots[k + 4] === EMPTY) {
      if (this.size * 2 >= this.slots.length / STRIDE) throw new Error("UuidTable is full")
      this.size++
      this.slots[k] = word(bytes, at)
      this.slots[k + 1] = word(bytes, at + 4)
      this.slots[k + 2] = word(bytes, at + 8)
      this.slots[k + 3] = word(bytes, at + 12)
    }
    this.slots[k + 4] = value
  }

  /** The number of the UUID at `bytes[at..at+16]`, or -1. */
  get(bytes: Uint8Array, at: number): number {
    return this.slots[this.slotOf(bytes, at) + 4]!
  }
}

const HEX = Array.from({ length: 256 }, (_, n) => n.toString(16).padStart(2, "0"))

/** The UUID at `bytes[at..at+16]` as PostgreSQL writes it in text (lower case, with its four dashes). */
export const uuidText = (bytes: Uint8Array, at: number): string => {
  let s = ""
  for (let i = 0; i < 16; i++) {
    if (i === 4 || i === 6 || i === 8 || i === 10) s += "-"
    s += HEX[bytes[at + i]!]
  }
  return s
}
