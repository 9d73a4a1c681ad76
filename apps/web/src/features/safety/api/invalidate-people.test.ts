import { QueryClient, QueryObserver } from "@tanstack/react-query"
import { describe, expect, it } from "vitest"
import { invalidatePeople } from "./invalidate-people.ts"

const keys = {
  profile: ["accounts", "public-profile", "blocked"],
  activity: ["friends", "activity", "blocked"],
  otherActivity: ["friends", "activity", "someone-else"],
  friends: ["friends", "list"],
  concerts: ["concerts", "list", { city: null }],
  session: ["auth", "session"]
} as const

describe("invalidatePeople", () => {
  it("refetches every query on screen but the session and the person's own profile and activity, which are only marked stale", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const fetches: Record<string, number> = {}
    const unsubscribes = Object.entries(keys).map(([name, queryKey]) =>
      new QueryObserver(queryClient, {
        queryKey,
        queryFn: async () => {
          fetches[name] = (fetches[name] ?? 0) + 1
          return {}
        }
      }).subscribe(() => undefined)
    )
    await expect.poll(() => Object.keys(fetches).length).toBe(Object.keys(keys).length)

    await invalidatePeople(queryClient, "blocked")

    expect(fetches).toEqual({ profile: 1, activity: 1, otherActivity: 2, friends: 2, concerts: 2, session: 1 })
    const invalidated = Object.entries(keys).filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    expect(invalidated.map(([name]) => name)).toEqual(["profile", "activity"])
    for (const unsubscribe of unsubscribes) unsubscribe()
  })
})
