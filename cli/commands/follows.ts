/**
 * soundcheck follows (issue #32): what an account follows — artists, venues and cities — as its /settings shows it; and
 * the daily batched mail of new followed concerts (the server's sweep sends it too; each fan's goes out once a day).
 */
import { type Command, InvalidArgumentError } from "commander"
import { mailFollowAlerts } from "../../domain/follows/alert-mail.ts"
import type { FollowsDto } from "../../domain/follows/contract.ts"
import { followsOf } from "../../domain/follows/follows.ts"
import type { CliContext } from "../context.ts"
import { printJson } from "../output.ts"
import { runUseCase } from "../run-use-case.ts"

const iso = (millis: number) => new Date(millis).toISOString()

/** `--now`: an ISO 8601 instant ("2025-06-01T18:00:00Z"), as milliseconds. */
const instant = (value: string): number => {
  const at = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN
  if (Number.isNaN(at)) throw new InvalidArgumentError("expected an ISO 8601 date and time, such as 2025-06-01T18:00:00Z")
  return at
}
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

  follows
    .command("mail")
    .description(
      "Send the batched mails of new concerts by artists and at venues fans follow: one a day at most per fan (on their clock), listing every new show."
    )
    .option("--now <instant>", "the time to send at instead of the clock's (ISO 8601): that day's mails", instant)
    .option("--json", "print a JSON array of { to, shows: [{ concertId, artist, venue, city, date }] }")
    .action(async (options: { now?: number; json?: boolean }) => {
      const runtime = await context.runtime()
      const sent = await runtime.runPromise(mailFollowAlerts(options.now ?? Date.now()))
      if (options.json) {
        printJson(
          context,
          sent.map(({ to, shows }) => ({ to, shows: shows.map(({ concertId, artist, venue, city, date }) => ({ concertId, artist, venue, city, date })) }))
        )
        return
      }
      if (sent.length === 0) {
        context.out("No follow alerts to mail.\n")
        return
      }
      context.out(`Sent ${plural(sent.length, "mail")}:\n`)
      for (const { to, shows } of sent) context.out(`  ${to}  ${plural(shows.length, "new show")}\n`)
    })
}
