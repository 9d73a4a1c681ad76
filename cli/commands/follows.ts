/** soundcheck follows (issue #32): what an account follows — artists, venues and cities — as its /settings shows it. */
import type { Command } from "commander"
import type { FollowsDto } from "../../domain/follows/contract.ts"
import { followsOf } from "../../domain/follows/follows.ts"
import type { CliContext } from "../context.ts"
import { printJson } from "../output.ts"
import { runUseCase } from "../run-use-case.ts"

const iso = (millis: number) => new Date(millis).toISOString()
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`

const followsJson = (f: FollowsDto) => ({
  artists: f.artists.map((a) => ({ key: a.key, artist: a.artist, followedAt: iso(a.followedAt), upcoming: a.upcoming })),
  venues: f.venues.map((v) => ({ venueKey: v.venueKey, cityKey: v.cityKey, venue: v.venue, city: v.city, followedAt: iso(v.followedAt) })),
  cities: f.cities
})

export const followCommands = (program: Command, context: CliContext) => {
  const follows = program.command("follows").description("The artists, venues and cities fans follow.")

  follows
    .command("list")
    .description("List the artists (with their upcoming concerts) and venues an account follows, and its cities.")
    .argument("<email>", "the account's e-mail address")
    .option("--json", "print { artists: [{ key, artist, followedAt, upcoming }], venues: [{ venueKey, cityKey, venue, city, followedAt }], cities }")
    .action(async (email: string, options: { json?: boolean }) => {
      const found = await runUseCase(context, followsOf(email))
      if (options.json) return printJson(context, followsJson(found))
      context.out(`Artists (${found.artists.length}):\n`)
      for (const a of found.artists) context.out(`  ${a.artist}  ${a.upcoming === 0 ? "no upcoming concert" : plural(a.upcoming, "upcoming concert")}\n`)
      context.out(`Venues (${found.venues.length}):\n`)
      for (const v of found.venues) context.out(`  ${v.venue}, ${v.city}\n`)
      context.out(`Cities: ${found.cities.length === 0 ? "none (alerts from every city)" : found.cities.join(", ")}\n`)
    })
}
