/** The admin concert commands on PostgreSQL: add, edit, delete, list, import, duplicates, merge and audit. */
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { UserRepo } from "../../domain/accounts/user-repo.ts"
import { ConcertRepo } from "../../domain/concerts/concert-repo.ts"
import { InterestRepo } from "../../domain/concerts/interest-repo.ts"
import { ShowRepo } from "../../domain/concerts/show-repo.ts"
import type { ConcertId } from "../../domain/kernel/ids.ts"
import { postgresApp } from "../support/app.ts"
import { cli } from "../support/cli.ts"
import { aUser } from "../contracts/fresh-store.ts"

describe("soundcheck concerts (admin) on PostgreSQL", () => {
  let t: Awaited<ReturnType<typeof postgresApp>>
  let dir: string
  beforeAll(async () => {
    t = await postgresApp()
    dir = await mkdtemp(path.join(tmpdir(), "soundcheck-cli-"))
  })
  afterAll(async () => {
    await t.close()
    await rm(dir, { recursive: true, force: true })
  })
  const deps = () => ({ runtime: t.runtime, databaseUrl: t.databaseUrl })
  const csvFile = async (name: string, text: string) => {
    const file = path.join(dir, name)
    await writeFile(file, text)
    return file
  }

  it("add, edit, list and delete a concert; refusals exit 1 with one line", async () => {
    const added = await cli(["concerts", "add", "--artist", "Wilco", "--venue", "Metro", "--city", "Chicago", "--date", "12/24/30", "--json"], deps())
    expect(added.code, added.stderr).toBe(0)
    const concert = JSON.parse(added.stdout) as { id: string; date: string; timing: string }
    expect(concert).toMatchObject({ date: "2030-12-24", timing: "Upcoming", status: "scheduled" })
    const missing = await cli(["concerts", "add", "--artist", "Wilco"], deps())
    expect(missing).toMatchObject({ code: 1, stderr: "soundcheck: Venue is required; City is required; Date is required\n" })
    const edited = await cli(["concerts", "edit", concert.id, "--date", "2001-02-03", "--description", "Moved"], deps())
    expect(edited).toMatchObject({ code: 0, stdout: expect.stringContaining("2001-02-03  Wilco — Metro, Chicago") })
    expect(JSON.parse((await cli(["concerts", "list", "--json"], deps())).stdout)).toEqual([])
    const past = JSON.parse((await cli(["concerts", "list", "--past", "--city", "chicago", "--json"], deps())).stdout)
    expect(past).toMatchObject([{ id: concert.id, description: "Moved", timing: "Past" }])
    const editedJson = JSON.parse((await cli(["concerts", "edit", concert.id, "--venue", "Thalia Hall", "--json"], deps())).stdout)
    expect(editedJson).toMatchObject({ id: concert.id, venue: "Thalia Hall", description: "Moved", timing: "Past" })
    expect((await cli(["concerts", "delete", concert.id], deps())).stdout).toBe("Concert deleted successfully\n")
    expect(await cli(["concerts", "delete", concert.id], deps())).toMatchObject({ code: 1, stderr: `soundcheck: no concert with the id ${concert.id}\n` })
  })

  it("add and edit refuse an artist, venue or city with control characters, and a description with any but line feeds (issue #35)", async () => {
    const fields = ["--venue", "Metro", "--city", "Chicago", "--date", "2030-10-10"]
    const forged = await cli(["concerts", "add", "--artist", "Wilco\r\n\r\n-- Soundcheck Security --\r\nYour account is locked.\u202e", ...fields], deps())
    expect(forged).toMatchObject({ code: 1, stderr: "soundcheck: Artist cannot contain control characters\n" })
    const added = await cli(["concerts", "add", "--artist", "Wilco", ...fields, "--description", "Doors at 7\r\nShow at 8", "--json"], deps())
    expect(added.code, added.stderr).toBe(0)
    const concert = JSON.parse(added.stdout) as { id: string; description: string }
    expect(concert.description).toBe("Doors at 7\nShow at 8")
    expect(await cli(["concerts", "edit", concert.id, "--venue", "Met\u2028ro", "--city", "Chi\tcago"], deps())).toMatchObject({
      code: 1,
      stderr: "soundcheck: Venue cannot contain control characters; City cannot contain control characters\n"
    })
    expect(await cli(["concerts", "edit", concert.id, "--description", "Doors\u0007"], deps())).toMatchObject({
      code: 1,
      stderr: "soundcheck: Description cannot contain control characters\n"
    })
    const stored = Option.getOrThrow(await t.runtime.runPromise(ConcertRepo.use((repo) => repo.findById(concert.id as ConcertId))))
    expect(stored).toMatchObject({ artist: "Wilco", venue: "Metro", city: "Chicago", description: "Doors at 7\nShow at 8" })
    expect((await cli(["concerts", "delete", concert.id], deps())).code).toBe(0)
  })

  it("times, ticket links and status; delete refuses a concert fans marked unless --force; city zones (issue #31)", async () => {
    const fields = ["--venue", "Metro", "--city", "Zonetown", "--date", "2030-09-09"]
    const added = await cli(
      [
        "concerts",
        "add",
        "--artist",
        "Timed",
        ...fields,
        "--start-time",
        "20:00",
        "--ticket-url",
        "https://t.example/a",
        "--ticket-url",
        "https://t.example/b",
        "--ticket-label",
        "presale",
        "--json"
      ],
      deps()
    )
    expect(added.code, added.stderr).toBe(0)
    const concert = JSON.parse(added.stdout) as { id: string; timeZone: string }
    expect(concert).toMatchObject({ startTime: "20:00", doorsTime: null })
    const links = await t.runtime.runPromise(ShowRepo.use((repo) => repo.ticketLinks(concert.id as ConcertId)))
    expect(links).toEqual([
      { label: "Presale", url: "https://t.example/a", onSaleAt: null },
      { label: "Tickets", url: "https://t.example/b", onSaleAt: null }
    ])
    expect(await cli(["concerts", "edit", concert.id, "--doors-time", "7pm"], deps())).toMatchObject({
      code: 1,
      stderr: "soundcheck: Doors time must be HH:MM (24 hours)\n"
    })
    expect(await cli(["concerts", "edit", concert.id, "--ticket-url", "http://t.example"], deps())).toMatchObject({
      code: 1,
      stderr: "soundcheck: Ticket link 1: the address must start with https://\n"
    })
    expect((await cli(["concerts", "add", "--artist", "X", ...fields, "--ticket-label", "Gold"], deps())).code).toBe(2)
    const edited = JSON.parse((await cli(["concerts", "edit", concert.id, "--doors-time", "19:00", "--json"], deps())).stdout)
    expect(edited).toMatchObject({ startTime: "20:00", doorsTime: "19:00", ticketLinks: links })

    const moved = await cli(["concerts", "status", concert.id, "rescheduled", "--date", "2030-10-10", "--reason", "Illness"], deps())
    expect(moved).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Concert is now rescheduled \(was 2030-09-09\): 2030-10-10 {2}Timed — Metro, Zonetown .*\[Rescheduled\]\n$/)
    })
    expect(await cli(["concerts", "status", concert.id, "moved"], deps())).toMatchObject({
      code: 1,
      stderr: "soundcheck: A moved concert needs its new venue\n"
    })
    expect((await cli(["concerts", "status", concert.id, "gone"], deps())).code).toBe(2)
    const cancelled = JSON.parse((await cli(["concerts", "status", concert.id, "cancelled", "--json"], deps())).stdout)
    expect(cancelled).toMatchObject({ status: "cancelled", date: "2030-10-10", previousDate: null })

    await t.runtime.runPromise(UserRepo.use((repo) => repo.insert(aUser(77))))
    await t.runtime.runPromise(InterestRepo.use((repo) => repo.set(aUser(77).id, concert.id as ConcertId, "interested", Date.now())))
    expect(await cli(["concerts", "delete", concert.id], deps())).toMatchObject({
      code: 1,
      stderr: `soundcheck: 1 fan marked this concert and 0 plans are made for it; cancel it instead (soundcheck concerts status ${concert.id} cancelled), or delete it anyway with --force\n`
    })

    expect(await cli(["settings", "city-zone", "zonetown", "Mars/Base"], deps())).toMatchObject({
      code: 1,
      stderr: "soundcheck: Please enter an IANA time zone, such as Europe/Paris\n"
    })
    const zone = concert.timeZone === "Asia/Tokyo" ? "Europe/Lisbon" : "Asia/Tokyo"
    expect(await cli(["settings", "city-zone", "zonetown", zone], deps())).toMatchObject({ code: 0, stdout: `zonetown: ${zone} (1 concert moved).\n` })
    expect((await cli(["settings", "city-zone"], deps())).stdout).toContain(`Zonetown  ${zone}\n`)
    expect(JSON.parse((await cli(["settings", "city-zone", "ZONETOWN", "--json"], deps())).stdout)).toMatchObject({
      cities: [{ city: "Zonetown", timeZone: zone }]
    })
    const stored = Option.getOrThrow(await t.runtime.runPromise(ConcertRepo.use((repo) => repo.findById(concert.id as ConcertId))))
    expect(stored).toMatchObject({ timeZone: zone, sequence: 4 })
    expect(await cli(["settings", "city-zone", "Zonetown", "--clear"], deps())).toMatchObject({ code: 0 })
    expect((await cli(["concerts", "delete", concert.id, "--force"], deps())).stdout).toBe("Concert deleted successfully\n")
  })

  it("import --dry-run writes nothing; import brings in the valid rows; nothing valid exits 1", async () => {
    const file = await csvFile(
      "shows.csv",
      [
        "\uFEFFPerformer,Venue,City,When",
        "Mitski,The Showbox,Seattle,7/1/27",
        "Mitski,The Showbox,Seattle,2027-07-01",
        "Big Thief,,Seattle,2027-07-02",
        "Alvvays,Neumos,Seattle,07-03-2027"
      ].join("\n")
    )
    const dry = await cli(["concerts", "import", file, "--dry-run", "--json"], deps())
    expect(dry.code, dry.stderr).toBe(0)
    expect(JSON.parse(dry.stdout)).toEqual({
      valid: 2,
      duplicate: 1,
      invalid: 1,
      imported: 0,
      followersAlerted: 0,
      rows: [
        { line: 3, status: "duplicate", message: "Concert already exists" },
        { line: 4, status: "invalid", message: "Venue is required" }
      ]
    })
    // On a terminal the progress bar is drawn on stderr: stdout holds the report (or the JSON) alone.
    const text = await cli(["concerts", "import", file], { ...deps(), interactive: true })
    expect(text.code, text.stderr).toBe(0)
    expect(text.stderr).toMatch(/^(\rReading \[[# ]+\] \d+%)*\rReading \[#+\] 100%\n$/)
    expect(text.stdout).toBe(
      "Valid: 2  Duplicate: 1  Invalid: 1  Imported: 2  Followers alerted: 0\nline 3  duplicate  Concert already exists\nline 4  invalid    Venue is required\n"
    )
    const again = await cli(["concerts", "import", file, "--json"], { ...deps(), interactive: true })
    expect(again.code).toBe(1)
    expect(JSON.parse(again.stdout)).toMatchObject({ valid: 0, duplicate: 3, invalid: 1, imported: 0 })
    expect(again.stderr).toMatch(/\rReading \[#+\] 100%\nsoundcheck: No valid rows to import\n$/)
    expect(await cli(["concerts", "import", path.join(dir, "shows.txt")], deps())).toMatchObject({
      code: 1,
      stderr: "soundcheck: Invalid file type: Please upload a CSV file\n"
    })
    expect((await cli(["concerts", "import", path.join(dir, "absent.csv")], deps())).code).toBe(1)
    expect((await cli(["concerts", "import"], deps())).code).toBe(2)
  })

  it("duplicates of one concert and of the catalogue, then merge keeps the fans' stronger interest", async () => {
    const add = async (artist: string, venue: string, date: string) =>
      (
        JSON.parse((await cli(["concerts", "add", "--artist", artist, "--venue", venue, "--city", "Austin", "--date", date, "--json"], deps())).stdout) as {
          id: ConcertId
        }
      ).id
    const primary = await add("Khruangbin", "Mohawk", "2027-03-15")
    const duplicate = await add("khruangbin", "Mohawk Austin", "2027-03-16")
    const lonely = await add("Spoon", "Stubb's", "2027-05-01")
    const fan = aUser(1)
    await t.runtime.runPromise(UserRepo.use((users) => users.insert(fan)))
    await t.runtime.runPromise(InterestRepo.use((i) => i.set(fan.id, primary, "interested", Date.now())))
    await t.runtime.runPromise(InterestRepo.use((i) => i.set(fan.id, duplicate, "has_tickets", Date.now())))
    const found = JSON.parse((await cli(["concerts", "duplicates", primary, "--json"], deps())).stdout) as Array<{
      concert: { id: string }
      match: { confidence: string }
    }>
    expect(found).toMatchObject([{ concert: { id: duplicate }, match: { confidence: "high", reasons: ["artist", "venue", "date"] } }])
    expect((await cli(["concerts", "duplicates", lonely], deps())).stdout).toBe("No potential duplicates found for this concert\n")
    const report = JSON.parse((await cli(["concerts", "duplicates", "--all", "--city", "austin", "--json"], deps())).stdout)
    expect(report).toMatchObject([{ city: "Austin", pairs: [{ a: { id: primary }, b: { id: duplicate } }] }])
    expect((await cli(["concerts", "duplicates"], deps())).code).toBe(2)
    // --json prints the merge's result, then the deletion's.
    const twin = await add("Spoon", "Stubbs", "2027-05-01")
    expect(JSON.parse((await cli(["concerts", "merge", lonely, twin, "--json"], deps())).stdout)).toMatchObject({
      primary: { id: lonely, artist: "Spoon", timing: "Upcoming" },
      duplicateId: twin,
      interestsMoved: 0
    })
    expect(JSON.parse((await cli(["concerts", "delete", lonely, "--json"], deps())).stdout)).toEqual({ id: lonely, deleted: true })
    const merged = await cli(["concerts", "merge", primary, duplicate], deps())
    expect(merged).toMatchObject({ code: 0, stdout: `Merged ${duplicate} into ${primary}: 1 interests moved.\n` })
    expect(await t.runtime.runPromise(ConcertRepo.use((r) => r.interestsOf(primary)))).toEqual([{ userId: fan.id, status: "has_tickets" }])
    expect((await cli(["concerts", "merge", primary, duplicate], deps())).code).toBe(1)
  })

  it("audit lists every CLI action with no actor, newest first", async () => {
    const res = await cli(["audit", "--json", "--limit", "3"], deps())
    expect(res.code).toBe(0)
    const entries = JSON.parse(res.stdout) as Array<{ action: string; actorId: string | null; details: Record<string, unknown> }>
    expect(entries.map((e) => e.action)).toEqual(["concerts.merged", "concert.deleted", "concerts.merged"])
    expect(entries[0]).toMatchObject({ actorId: null, details: { via: "cli", interestsMoved: 1 } })
    expect((await cli(["audit"], deps())).stdout).toMatch(/concerts\.merged\s+concert:\S+ {2}by cli/)
    expect((await cli(["audit", "--limit", "0"], deps())).code).toBe(2)
  })
})
