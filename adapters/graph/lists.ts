/**
 * One list of (value, tag) per owner, owners and values dense integers: the lists as loaded, packed in three typed
 * arrays (compressed sparse rows: 5 bytes an entry), and each list changed since then as a plain array of its own.
 * A person's friends (tag unused), a person's interests (concert, status), a concert's interests (person, status).
 */
export interface ListView {
  readonly values: ArrayLike<number>
  readonly tags: ArrayLike<number>
  readonly start: number
  readonly end: number
}

interface Changed {
  values: Array<number>
  tags: Array<number>
}

const EMPTY: ListView = { values: new Int32Array(0), tags: new Uint8Array(0), start: 0, end: 0 }

export class Lists {
  private readonly changed = new Map<number, Changed>()
  private readonly offsets: Int32Array
  private readonly values: Int32Array
  private readonly tags: Uint8Array

  private constructor(offsets: Int32Array, values: Int32Array, tags: Uint8Array) {
    this.offsets = offsets
    this.values = values
    this.tags = tags
  }

  static empty(): Lists {
    return new Lists(new Int32Array(1), new Int32Array(0), new Uint8Array(0))
  }

  /**
   * Packs `count` entries, owner `owners[i]` holding (`values[i]`, `tags[i]`), into lists of `ownerCount` owners (two
   * passes: a count per owner, then each entry in its place).
   */
  static pack(ownerCount: number, count: number, owners: Int32Array, values: Int32Array, tags: Uint8Array): Lists {
    const offsets = new Int32Array(ownerCount + 1)
    for (let i = 0; i < count; i++) offsets[owners[i]! + 1]!++
    for (let o = 0; o < ownerCount; o++) offsets[o + 1]! += offsets[o]!
    const at = offsets.slice(0, ownerCount)
    const packedValues = new Int32Array(count)
    // No tags (a person's friends): none are kept, and every tag reads 0.
    const packedTags = new Uint8Array(tags.length === 0 ? 0 : count)
    for (let i = 0; i < count; i++) {
      const place = at[owners[i]!]!++
      packedValues[place] = values[i]!
      if (tags.length > 0) packedTags[place] = tags[i]!
    }
    return new Lists(offsets, packedValues, packedTags)
  }

  /** The owner's list, to walk from `start` to `end` (valid until the next change of that owner). */
  view(owner: number): ListView {
    const changed = this.changed.get(owner)
    if (changed !== undefined) return { values: changed.values, tags: changed.tags, start: 0, end: changed.values.length }
    if (owner + 1 >= this.offsets.length) return EMPTY
    return { values: this.values, tags: this.tags, start: this.offsets[owner]!, end: this.offsets[owner + 1]! }
  }

  size(owner: number): number {
    const v = this.view(owner)
    return v.end - v.start
  }

  /** The tag of `value` in the owner's list, or -1 when it is not there. */
  tagOf(owner: number, value: number): number {
    const v = this.view(owner)
    for (let i = v.start; i < v.end; i++) if (v.values[i] === value) return v.tags[i] ?? 0
    return -1
  }

  private own(owner: number): Changed {
    let changed = this.changed.get(owner)
    if (changed === undefined) {
      const v = this.view(owner)
      const length = v.end - v.start
      changed = { values: Array.from({ length }, (_, i) => v.values[v.start + i]!), tags: Array.from({ length }, (_, i) => v.tags[v.start + i] ?? 0) }
      this.changed.set(owner, changed)
    }
    return changed
  }

  /** Adds (value, tag) to the owner's list, or sets the tag when the value is there. */
  set(owner: number, value: number, tag = 0): void {
    const changed = this.own(owner)
    const i = changed.values.indexOf(value)
    if (i >= 0) changed.tags[i] = tag
    else {
      changed.values.push(value)
      changed.tags.push(tag)
    }
  }

  /** Takes the value out of the owner's list (the last entry takes its place). */
  remove(owner: number, value: number): void {
    if (this.tagOf(owner, value) < 0) return
    const changed = this.own(owner)
    const i = changed.values.indexOf(value)
    const last = changed.values.length - 1
    changed.values[i] = changed.values[last]!
    changed.tags[i] = changed.tags[last]!
    changed.values.pop()
    changed.tags.pop()
  }

  /** Empties the owner's list. */
  clear(owner: number): void {
    if (this.size(owner) > 0) this.changed.set(owner, { values: [], tags: [] })
  }

  /** Bytes held: the packed arrays and the changed lists (8 bytes an entry, as small integers). */
  bytes(): number {
    let changed = 0
    for (const c of this.changed.values()) changed += 16 * c.values.length + 64
    return this.offsets.byteLength + this.values.byteLength + this.tags.byteLength + changed
  }
}
