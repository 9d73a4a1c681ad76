import { describe, expect, it } from "vitest"
import type { FollowsDto } from "../../../../../domain/follows/contract.ts"
import { followLabel, isFollowing, unfollowPath, withFollow } from "./follow-state.ts"

const empty: FollowsDto = { artists: [], venues: [], cities: [], suggestions: [] }
const owls = { kind: "artist", artist: "The Midnight Owls" } as const
const metro = { kind: "venue", venue: "Metro", city: "Chicago" } as const

describe("the follow button's words", () => {
  it("says Follow with the name, then Following with the name, the visible text first", () => {
    expect(followLabel("The Midnight Owls", false)).toEqual({ text: "Follow", label: "Follow The Midnight Owls" })
    expect(followLabel("Metro", true)).toEqual({ text: "Following", label: "Following Metro" })
  })
})

describe("the cached follows", () => {
  it("know an artist under any spelling of its name", () => {
    const follows = withFollow(empty, owls, true, 1)
    expect(follows.artists).toEqual([{ key: "midnight owls", artist: "The Midnight Owls", followedAt: 1, upcoming: 0 }])
    for (const artist of ["the midnight owls", "Midnight Owls", " MIDNIGHT  OWLS "]) expect(isFollowing(follows, { kind: "artist", artist })).toBe(true)
    expect(isFollowing(follows, { kind: "artist", artist: "Midnight" })).toBe(false)
    expect(isFollowing(undefined, owls)).toBe(false)
  })

  it("follow and unfollow a venue in its city, and not the same name in another city", () => {
    const follows = withFollow(empty, metro, true, 2)
    expect(isFollowing(follows, { kind: "venue", venue: "METRO", city: "chicago" })).toBe(true)
    expect(isFollowing(follows, { kind: "venue", venue: "Metro", city: "Austin" })).toBe(false)
    expect(withFollow(follows, metro, false, 3).venues).toEqual([])
  })

  it("drop a followed artist from the suggestions, and change nothing when the state is already so", () => {
    const suggested = { ...empty, suggestions: [{ key: "midnight owls", artist: "The Midnight Owls" }] }
    expect(withFollow(suggested, owls, true, 1).suggestions).toEqual([])
    expect(withFollow(empty, owls, false, 1)).toBe(empty)
    const once = withFollow(empty, owls, true, 1)
    expect(withFollow(once, { kind: "artist", artist: "midnight owls" }, true, 2)).toBe(once)
  })

  it("undo a follow by the opposite change", () => {
    const other = withFollow(empty, { kind: "artist", artist: "Neon Tide" }, true, 1)
    expect(withFollow(withFollow(other, owls, true, 2), owls, false, 3)).toEqual(other)
  })
})

describe("the unfollow address", () => {
  it("carries the keys as encoded path segments", () => {
    expect(unfollowPath(owls)).toBe("/api/follows/artists/midnight%20owls")
    expect(unfollowPath({ kind: "artist", artist: "AC/DC" })).toBe("/api/follows/artists/ac%20dc")
    // A name with no letter or digit is its own key: a "?" must not end the path.
    expect(unfollowPath({ kind: "artist", artist: "???" })).toBe("/api/follows/artists/%3F%3F%3F")
    expect(unfollowPath({ kind: "venue", venue: "The Empty Bottle", city: "Chicago" })).toBe("/api/follows/venues/chicago/the%20empty%20bottle")
  })
})
