/** Profiles and settings over HTTP: owner, other user and anonymous, on memory and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { browser } from "../support/browser.ts"
import { memoryApp, postgresApp, type TestApp } from "../support/app.ts"
import { errorOf, signedInUser } from "../support/accounts.ts"

for (const [name, make] of [
  ["memory", memoryApp],
  ["postgres", postgresApp]
] as const) {
  describe(`profiles and settings over HTTP (${name})`, () => {
    let t: TestApp
    beforeAll(async () => {
      t = await make()
    })
    afterAll(() => t.close())

    it("the own profile is created on first view from the sign-up name, else the e-mail's local part", async () => {
      const named = await signedInUser(t, "Named@Example.com", "  Nora Named ")
      expect((await named.get("/api/profile")).json()).toMatchObject({
        email: "Named@Example.com",
        displayName: "Nora Named",
        bio: null,
        avatarUrl: null,
        concertVisibility: "friends_of_friends",
        inviteCount: 5,
        totalInvitesSent: 0
      })
      const plain = await signedInUser(t, "plain.person@example.com")
      const profile = (await plain.get("/api/profile")).json()
      expect(profile.displayName).toBe("plain.person")
      expect((await plain.get("/api/profile")).json()).toEqual(profile)
    })

    it("the owner edits the profile; a blank name falls back; others see only the public part", async () => {
      const owner = await signedInUser(t, "owner@example.com")
      const other = await signedInUser(t, "other@example.com")
      const edited = await owner.send("PATCH", "/api/profile", { displayName: " Olive ", bio: "Gigs every week" })
      expect(edited.json()).toMatchObject({ displayName: "Olive", bio: "Gigs every week", email: "owner@example.com" })
      expect((await owner.send("PATCH", "/api/profile", { displayName: "  ", bio: "  " })).json()).toMatchObject({ displayName: "owner", bio: null })
      await owner.send("PATCH", "/api/profile", { displayName: "Olive", bio: "Gigs" })
      // A bio left out stays as it is: only the name changes.
      expect((await owner.send("PATCH", "/api/profile", { displayName: "Olivia" })).json()).toMatchObject({ displayName: "Olivia", bio: "Gigs" })
      await owner.send("PATCH", "/api/profile", { displayName: "Olive" })
      const ownerId = (await owner.get("/api/profile")).json().userId as string
      const seen = await other.get(`/api/profiles/${ownerId}`)
      expect(seen.json()).toEqual({
        userId: ownerId,
        displayName: "Olive",
        bio: "Gigs",
        avatarUrl: null,
        concertVisibility: "friends_of_friends",
        relationship: "none",
        // Issue #32: Favorite Artists follow the visibility of concert activity, which hides it from a stranger.
        favoriteArtists: null
      })
      expect(seen.body).not.toContain("owner@example.com")
      expect((await owner.get(`/api/profiles/${ownerId}`)).json().relationship).toBe("self")
      expect((await other.get("/api/profile")).json().displayName).toBe("other")
      expect(errorOf(await owner.send("PATCH", "/api/profile", { displayName: 3 }))).toMatchObject({ status: 400, error: "InvalidRequest" })
    })

    it("settings hold the user's own visibility", async () => {
      const a = await signedInUser(t, "setter@example.com")
      const b = await signedInUser(t, "bystander@example.com")
      expect((await a.get("/api/settings")).json()).toEqual({ concertVisibility: "friends_of_friends" })
      expect((await a.send("PUT", "/api/settings", { concertVisibility: "private" })).json()).toEqual({ concertVisibility: "private" })
      expect((await a.get("/api/settings")).json()).toEqual({ concertVisibility: "private" })
      expect((await b.get("/api/settings")).json()).toEqual({ concertVisibility: "friends_of_friends" })
      expect(errorOf(await a.send("PUT", "/api/settings", { concertVisibility: "everyone" }))).toMatchObject({ status: 400 })
    })

    it("unknown profiles are not found; anonymous visitors get 401 everywhere", async () => {
      const a = await signedInUser(t, "looker@example.com")
      for (const id of ["00000000-0000-4000-8000-00000000ffff", "not-a-uuid"]) {
        expect(errorOf(await a.get(`/api/profiles/${id}`))).toEqual({ status: 404, error: "ProfileNotFound", message: "Profile not found." })
      }
      const anonymous = browser(t.app)
      const ownerId = (await a.get("/api/profile")).json().userId as string
      for (const res of [
        await anonymous.get("/api/profile"),
        await anonymous.send("PATCH", "/api/profile", { displayName: "X", bio: null }),
        await anonymous.get("/api/settings"),
        await anonymous.send("PUT", "/api/settings", { concertVisibility: "public" }),
        await anonymous.get(`/api/profiles/${ownerId}`),
        await anonymous.send("POST", "/api/auth/sign-out-all")
      ]) {
        expect(errorOf(res)).toEqual({ status: 401, error: "NotAuthenticated", message: "Not authenticated" })
      }
      expect((await a.get("/api/settings")).json()).toEqual({ concertVisibility: "friends_of_friends" })
    })
  })
}
