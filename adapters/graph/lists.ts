/**
 * One list of (value, tag) per owner, owners and values dense integers: the lists as loaded, packed in three typed
 * arrays (compressed sparse rows: 5 bytes an entry), and each list changed since then in typed arrays of its own
 * (grown by doubling). A person's friends (tag unused), a person's interests (concert, status), a concert's interests
 * (person, status). Every view is typed arrays, so the loops that read them stay monomorphic.
 */
export interface ListView {
  readonly values: Int32Array
  readonly tags: Uint8Array
  readonly start: number
  readonly end: number
}

interface Changed {
  values: Int32Array
  tags: Uint8Array
  length: number
}

const NO_TAGS = new Uint8Array(0)
const EMPTY: ListView = { values: new Int32Array(0), tags: NO_TAGS, start: 0, end: 0 }

export class Lists {
  private readonly changed = new Map<number, Changed>()
  /** Each owner's packed list is `values[starts[o]..ends[o])`. */
  private readonly starts: Int32Array
  private readonly ends: Int32Array
  private readonly values: Int32Array
  private readonly tags: Uint8Array
  /** Whether the lists carry tags (a person's friends do not: every tag reads 0). */
  private readonly tagged: boolean

  private constructor(starts: Int32Array, ends: Int32Array, values: Int32Array, tags: Uint8Array, tagged: boolean) {
    this.starts = starts
    this.ends = ends
    this.values = values
    this.tags = tags
    this.tagged = tagged
  }

  static empty(tagged = true): Lists {
    return new Lists(new Int32Array(0), new Int32Array(0), new Int32Array(0), new Uint8Array(0), tagged)
  }

  /**
   * Packs `count` entries, owner `owners[i]` holding (`values[i]`, `tags[i]`), into lists of `ownerCount` owners (two
   * passes: a count per owner, then each entry in its place). Without tags (null), none are kept.
   */
  static pack(ownerCount: number, count: number, owners: Int32Array, values: Int32Array, tags: Uint8Array | null): Lists {
    const tagged = tags !== null
    const offsets = new Int32Array(ownerCount + 1)
    for (let i = 0; i < count; i++) offsets[owners[i]! + 1]!++
    for (let o = 0; o < ownerCount; o++) offsets[o + 1]! += offsets[o]!
    const at = offsets.slice(0, ownerCount)
    const packedValues = new Int32Array(count)
    const packedTags = new Uint8Array(tagged ? count : 0)
    for (let i = 0; i < count; i++) {
      const place = at[owners[i]!]!++
      packedValues[place] = values[i]!
      if (tags !== null) packedTags[place] = tags[i]!
    }
    return new Lists(offsets.subarray(0, ownerCount), offsets.subarray(1), packedValues, packedTags, tagged)
  }

  /** Packs `count` undirected pairs (`left[i]`, `right[i]`) both ways, without tags: each owner lists the other side. */
  static packPairs(ownerCount: number, count: number, left: Int32Array, right: Int32Array): Lists {
    const offsets = new Int32Array(ownerCount + 1)
    for (let i = 0; i < count; i++) {
      offsets[left[i]! + 1]!++
      offsets[right[i]! + 1]!++
    }
    for (let o = 0; o < ownerCount; o++) offsets[o + 1]! += offsets[o]!
    const at = offsets.slice(0, ownerCount)
    const values = new Int32Array(count * 2)
    for (let i = 0; i < count; i++) {
      const a = left[i]!
      const b = right[i]!
      values[at[a]!++] = b
      values[at[b]!++] = a
    }
    return new Lists(offsets.subarray(0, ownerCount), offsets.subarray(1), values, new Uint8Array(0), false)
  }

  /** Lists already laid out: owner `o`'s is `values[starts[o]..ends[o])` (a person's friends as their rows arrive). */
  static fromRuns(starts: Int32Array, ends: Int32Array, values: Int32Array): Lists {
    return new Lists(starts, ends, values, new Uint8Array(0), false)
  }

  /** The owner's list, to walk from `start` to `end` (valid until the next change of that owner). */
  view(owner: number): ListView {
    const changed = this.changed.get(owner)
    if (changed !== undefined) return { values: changed.values, tags: changed.tags, start: 0, end: changed.length }
    if (owner >= this.starts.length) return EMPTY
    return { values: this.values, tags: this.tags, start: this.starts[owner]!, end: this.ends[owner]! }
  }

  size(owner: number): number {
    const v = this.view(owner)
    return v.end - v.start
  }

  private indexOf(owner: number, value: number): number {
    const v = this.view(owner)
    for (let i = v.start; i < v.end; i++) if (v.values[i] === value) return i
    return -1
  }

  /** The tag of `value` in the owner's list, or -1 when it is not there. */
  tagOf(owner: number, value: number): number {
    const i = this.indexOf(owner, value)
    return i < 0 ? -1 : this.tagged ? this.view(owner).tags[i]! : 0
  }

  private own(owner: number): Changed {
    let changed = this.changed.get(owner)
    if (changed === undefined) {
      const v = this.view(owner)
      const length = v.end - v.start
      const capacity = Math.max(4, length * 2)
      changed = { values: new Int32Array(capacity), tags: new Uint8Array(capacity), length }
      changed.values.set(v.values.subarray(v.start, v.end))
      if (this.tagged) changed.tags.set(v.tags.subarray(v.start, v.end))
      this.changed.set(owner, changed)
    }
    return changed
  }

  /** Adds (value, tag) to the owner's list, or sets the tag when the value is there. */
  set(owner: number, value: number, tag = 0): void {
    const changed = this.own(owner)
    const i = changed.values.subarray(0, changed.length).indexOf(value)
    if (i >= 0) {
      changed.tags[i] = tag
      return
    }
    if (changed.length === changed.values.length) {
      const values = new Int32Array(changed.length * 2)
      values.set(changed.values)
      const tags = new Uint8Array(changed.length * 2)
      tags.set(changed.tags)
      changed.values = values
      changed.tags = tags
    }
    changed.values[changed.length] = value
    changed.tags[changed.length] = tag
    changed.length++
  }

  /** Takes the value out of the owner's list (the last entry takes its place). */
  remove(owner: number, value: number): void {
    if (this.indexOf(owner, value) < 0) return
    const changed = this.own(owner)
    const i = changed.values.subarray(0, changed.length).indexOf(value)
    const last = changed.length - 1
    changed.values[i] = changed.values[last]!
    changed.tags[i] = changed.tags[last]!
    changed.length--
  }

  /** Empties the owner's list. */
  clear(owner: number): void {
    if (this.size(owner) > 0) this.changed.set(owner, { values: new Int32Array(4), tags: new Uint8Array(4), length: 0 })
  }

  /** Bytes held: the packed arrays and the changed lists. */
  bytes(): number {
    let changed = 0
    for (const c of this.changed.values()) changed += c.values.byteLength + c.tags.byteLength + 64
    return this.starts.byteLength + this.ends.byteLength + this.values.byteLength + this.tags.byteLength + changed
  }
}
