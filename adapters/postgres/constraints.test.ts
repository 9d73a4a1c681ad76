/** The rules the schema itself must hold, whatever code talks to it. */
import { mkdtemp, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { testDatabase } from "../../tests/support/pg.ts"
import { freshDatabase } from "../../tests/support/test-database.ts"
import { MAX_BIO_LENGTH, MAX_DISPLAY_NAME_LENGTH } from "../../domain/accounts/contract.ts"
import { MAX_EMAIL_LENGTH } from "../../domain/accounts/credentials.ts"
import { MAX_ARTIST_LENGTH, MAX_CITY_LENGTH, MAX_DESCRIPTION_LENGTH, MAX_IMAGE_URL_LENGTH, MAX_VENUE_LENGTH } from "../../domain/concerts/contract.ts"
import { MAX_ADMIN_NOTES_LENGTH, MAX_FEEDBACK_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from "../../domain/feedback/contract.ts"
import { MAX_REASON_LENGTH } from "../../domain/invitations/contract.ts"
import { isPlainText } from "../../domain/kernel/limits.ts"
import {
  MAX_PLAN_MEET_PLACE_LENGTH,
  MAX_PLAN_MESSAGE_LENGTH,
  MAX_PLAN_SPARES,
  MAX_PLAN_TICKET_NOTE_LENGTH,
  MAX_PLAN_TITLE_LENGTH
} from "../../domain/plans/contract.ts"
import { migrate, readMigrations } from "./migrate.ts"

describe("the data model's constraints", () => {
  let db: Awaited<ReturnType<typeof testDatabase>>
  let client: pg.Client
  const ids: Record<string, string> = {}
  const q = (text: string, values: Array<unknown> = []) => client.query(text, values)

  beforeAll(async () => {
    db = await testDatabase()
    client = new pg.Client({ connectionString: db.url })
    await client.connect()
    for (const name of ["ann", "ben", "cat"]) {
      const { rows } = await q("INSERT INTO users (email, password_hash) VALUES ($1, 'x') RETURNING id", [`${name}@example.com`])
      ids[name] = rows[0].id
      await q("INSERT INTO profiles (user_id) VALUES ($1)", [ids[name]])
    }
  })
  afterAll(async () => {
    await client.end()
    await db.drop()
  })

  const rejects = (text: string, values: Array<unknown>, code: string) => expect(q(text, values)).rejects.toMatchObject({ code })

  it("e-mails are unique whatever their letter case", () => rejects("INSERT INTO users (email, password_hash) VALUES ('ANN@Example.com', 'x')", [], "23505"))

  it("an invite count never goes below zero", () => rejects("UPDATE profiles SET invite_count = invite_count - 6 WHERE user_id = $1", [ids.ann], "23514"))

  it("a profile defaults to friends-of-friends visibility and 5 invites", async () => {
    const { rows } = await q("SELECT concert_visibility, invite_count, total_invites_sent FROM profiles WHERE user_id = $1", [ids.ann])
    expect(rows[0]).toEqual({ concert_visibility: "friends_of_friends", invite_count: 5, total_invites_sent: 0 })
  })

  it("a friendship is stored once, ids sorted", async () => {
    const [a, b] = [ids.ann!, ids.ben!].sort()
    await q("INSERT INTO friendships (user_a, user_b) VALUES ($1, $2)", [a, b])
    await rejects("INSERT INTO friendships (user_a, user_b) VALUES ($1, $2)", [b, a], "23514")
    await rejects("INSERT INTO friendships (user_a, user_b) VALUES ($1, $2)", [a, b], "23505")
  })

  it("only one pending friend request between two people, in either direction, and never to oneself", async () => {
    await q("INSERT INTO friend_requests (sender_id, receiver_id) VALUES ($1, $2)", [ids.ann, ids.cat])
    await rejects("INSERT INTO friend_requests (sender_id, receiver_id) VALUES ($1, $2)", [ids.cat, ids.ann], "23505")
    await rejects("INSERT INTO friend_requests (sender_id, receiver_id) VALUES ($1, $1)", [ids.ben], "23514")
  })

  it("one interest per user and concert; concerts unique by artist, venue and day, case-insensitively", async () => {
    const { rows } = await q("INSERT INTO concerts (artist, venue, city, date) VALUES ('Wilco', 'Metro', 'Chicago', '2030-01-01') RETURNING id")
    await rejects("INSERT INTO concerts (artist, venue, city, date) VALUES ('WILCO', 'metro', 'Chicago', '2030-01-01')", [], "23505")
    await q("INSERT INTO user_concert_interests (user_id, concert_id, interest_status) VALUES ($1, $2, 'interested')", [ids.ann, rows[0].id])
    await rejects("INSERT INTO user_concert_interests (user_id, concert_id, interest_status) VALUES ($1, $2, 'has_tickets')", [ids.ann, rows[0].id], "23505")
    await rejects("INSERT INTO user_concert_interests (user_id, concert_id, interest_status) VALUES ($1, $2, 'maybe')", [ids.ben, rows[0].id], "23514")
  })

  it("invite requests ask for 1 to 20 invites", () => rejects("INSERT INTO invite_requests (user_id, requested_count) VALUES ($1, 21)", [ids.ann], "23514"))

  it("the audit log is append-only", async () => {
    await q("INSERT INTO audit_log (actor_id, action, subject_type) VALUES ($1, 'role.change', 'user')", [ids.ann])
    await expect(q("UPDATE audit_log SET action = 'x'")).rejects.toThrow(/append-only/)
    await expect(q("DELETE FROM audit_log")).rejects.toThrow(/append-only/)
  })

  it("auth tokens are for e-mail confirmation or password reset only", async () => {
    await q("INSERT INTO auth_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, 'password_reset', 'r1', now())", [ids.ann])
    await rejects("INSERT INTO auth_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, 'magic', 'm1', now())", [ids.ann], "23514")
  })

  it("every user-written text column refuses a value over its contract's cap, whoever writes it", async () => {
    const { rows } = await q("INSERT INTO concerts (artist, venue, city, date) VALUES ('Caps', 'Hall', 'Oslo', '2030-02-02') RETURNING id")
    const concert = rows[0].id
    const over = (n: number) => "x".repeat(n + 1)
    for (const [text, values] of [
      ["UPDATE profiles SET display_name = $2 WHERE user_id = $1", [ids.ann, over(MAX_DISPLAY_NAME_LENGTH)]],
      ["UPDATE profiles SET bio = $2 WHERE user_id = $1", [ids.ann, over(MAX_BIO_LENGTH)]],
      ["UPDATE users SET signup_display_name = $2 WHERE id = $1", [ids.ann, over(MAX_DISPLAY_NAME_LENGTH)]],
      ["INSERT INTO users (email, password_hash) VALUES ($1, 'x')", [`a@${over(MAX_EMAIL_LENGTH)}`]],
      ["UPDATE concerts SET artist = $2 WHERE id = $1", [concert, over(MAX_ARTIST_LENGTH)]],
      ["UPDATE concerts SET venue = $2 WHERE id = $1", [concert, over(MAX_VENUE_LENGTH)]],
      ["UPDATE concerts SET city = $2 WHERE id = $1", [concert, over(MAX_CITY_LENGTH)]],
      ["UPDATE concerts SET description = $2 WHERE id = $1", [concert, over(MAX_DESCRIPTION_LENGTH)]],
      ["UPDATE concerts SET image_url = $2 WHERE id = $1", [concert, over(MAX_IMAGE_URL_LENGTH)]],
      ["INSERT INTO invite_requests (user_id, requested_count, reason) VALUES ($1, 5, $2)", [ids.ben, over(MAX_REASON_LENGTH)]],
      ["INSERT INTO feedback_requests (title, description) VALUES ($1, 'long enough text')", [over(MAX_TITLE_LENGTH)]],
      ["INSERT INTO feedback_requests (title, description) VALUES ('Title', $1)", [over(MAX_FEEDBACK_DESCRIPTION_LENGTH)]],
      ["INSERT INTO feedback_requests (title, description, admin_notes) VALUES ('Title', 'long enough text', $1)", [over(MAX_ADMIN_NOTES_LENGTH)]]
    ] as const)
      await rejects(text, [...values], "23514")
    // At the cap is fine: the database repeats the contract, it does not tighten it.
    await q("UPDATE profiles SET display_name = $2, bio = $3 WHERE user_id = $1", [ids.cat, "n".repeat(MAX_DISPLAY_NAME_LENGTH), "b".repeat(MAX_BIO_LENGTH)])
  })

  it("a display name holds no line break, control character or bidirectional override", async () => {
    for (const name of ["Ann\nSee https://evil.example", "Ann\r", "Ann\u0085", "Ann\u202eevil", "Ann\u2066"]) {
      await rejects("UPDATE profiles SET display_name = $2 WHERE user_id = $1", [ids.ann, name], "23514")
    }
    await q("UPDATE profiles SET display_name = $2 WHERE user_id = $1", [ids.ann, "Zoë Ünal 😀"])
  })

  it("a concert's artist, venue and city hold no control character, line break or bidi mark; a description keeps line feeds only", async () => {
    const { rows } = await q("INSERT INTO concerts (artist, venue, city, date, description) VALUES ('Plain', 'Hall', 'Oslo', '2030-04-04', $1) RETURNING id", [
      "Doors at 7\nShow at 8"
    ])
    const concert = rows[0].id
    for (const [column, value] of [
      ["artist", "Wilco\r\n\r\n-- Soundcheck Security --\r\nYour account is locked.\r\n\r\n\u202egnp.exe"],
      ["artist", "Wilco\u202e"],
      ["artist", "Wilco\u200f"],
      ["venue", "Hall\u2028"],
      ["venue", "Hall\u007f"],
      ["city", "Oslo\t"],
      ["city", "Oslo\u0085"],
      ["description", "one\r\ntwo"],
      ["description", "one\u2066two"]
    ] as const)
      await rejects(`UPDATE concerts SET ${column} = $2 WHERE id = $1`, [concert, value], "23514")
    await rejects("INSERT INTO concerts (artist, venue, city, date) VALUES ($1, 'Hall', 'Oslo', '2030-04-05')", ["Wilco\n-- Soundcheck Security --"], "23514")
    await q("UPDATE concerts SET artist = $2, venue = $3, description = $4 WHERE id = $1", [concert, "Zoë Ünal 😀 李", "Café\u00a0Hall", "Line\n\nbreaks"])
  })

  it("the database refuses in a concert's, a waitlist listing's and a suggestion's texts exactly the characters the domain's rules refuse", async () => {
    // The CHECK's own pattern, as the database keeps it.
    const patternOf = async (constraint: string): Promise<string> =>
      (await q("SELECT substring(pg_get_constraintdef(oid) FROM $$'(.*)'::text$$) AS pattern FROM pg_constraint WHERE conname = $1", [constraint])).rows[0]
        .pattern
    const refusedBy = async (pattern: string) =>
      (await q("SELECT array_agg(n ORDER BY n) AS codes FROM generate_series(1, 65535) n WHERE (n < 55296 OR n > 57343) AND chr(n) ~ $1", [pattern])).rows[0]
        .codes
    const refusedByRule = (lines: "one line" | "lines") =>
      Array.from({ length: 65535 }, (_, i) => i + 1).filter((n) => (n < 0xd800 || n > 0xdfff) && !isPlainText(String.fromCharCode(n), lines))
    for (const column of ["artist", "venue", "city"])
      expect(await refusedBy(await patternOf(`concerts_${column}_plain_cap`))).toEqual(refusedByRule("one line"))
    expect(await refusedBy(await patternOf("concerts_description_plain_cap"))).toEqual(refusedByRule("lines"))
    // Issue #29: a waitlist listing's city is one line and its note keeps line feeds (domain/waitlist/rules.ts); a
    // rejected suggestion's reason is one line.
    expect(await refusedBy(await patternOf("waitlist_city_plain_cap"))).toEqual(refusedByRule("one line"))
    expect(await refusedBy(await patternOf("waitlist_note_plain_cap"))).toEqual(refusedByRule("lines"))
    expect(await refusedBy(await patternOf("concert_suggestions_reason_plain_cap"))).toEqual(refusedByRule("one line"))
  })

  describe("plans (issue #22)", () => {
    const plan = "00000000-0000-4000-8000-00000000a001"
    const over = (n: number) => "x".repeat(n + 1)
    beforeAll(async () => {
      const { rows } = await q("INSERT INTO concerts (artist, venue, city, date) VALUES ('Plans', 'Hall', 'Oslo', '2030-03-03') RETURNING id")
      await q("INSERT INTO plans (id, concert_id, maker_id, created_at, updated_at) VALUES ($1, $2, $3, now(), now())", [plan, rows[0].id, ids.ann])
      for (const name of ["ann", "ben"]) await q("INSERT INTO plan_members (plan_id, user_id, joined_at) VALUES ($1, $2, now())", [plan, ids[name]])
    })
    const request = (id: string, requester: string, holder: string, status = "pending", answeredAt: string | null = null) =>
      q("INSERT INTO plan_spare_requests (id, plan_id, requester_id, holder_id, status, created_at, answered_at) VALUES ($1, $2, $3, $4, $5, now(), $6)", [
        id,
        plan,
        requester,
        holder,
        status,
        answeredAt
      ])

    it("every text refuses a value over its cap, a blank one and a control character; at the cap is fine", async () => {
      for (const [text, values] of [
        ["UPDATE plans SET title = $2 WHERE id = $1", [plan, over(MAX_PLAN_TITLE_LENGTH)]],
        ["UPDATE plans SET meet_place = $2 WHERE id = $1", [plan, over(MAX_PLAN_MEET_PLACE_LENGTH)]],
        ["UPDATE plan_members SET ticket_note = $2 WHERE plan_id = $1", [plan, over(MAX_PLAN_TICKET_NOTE_LENGTH)]],
        [
          "INSERT INTO plan_messages (id, plan_id, author_id, text, created_at) VALUES (gen_random_uuid(), $1, $2, $3, now())",
          [plan, ids.ann, over(MAX_PLAN_MESSAGE_LENGTH)]
        ],
        ["UPDATE plans SET title = $2 WHERE id = $1", [plan, ""]],
        ["UPDATE plans SET meet_place = $2 WHERE id = $1", [plan, ""]],
        ["UPDATE plan_members SET ticket_note = $2 WHERE plan_id = $1", [plan, ""]],
        ["INSERT INTO plan_messages (id, plan_id, author_id, text, created_at) VALUES (gen_random_uuid(), $1, $2, '', now())", [plan, ids.ann]],
        ["UPDATE plans SET title = $2 WHERE id = $1", [plan, "Night\nout"]],
        ["UPDATE plans SET meet_place = $2 WHERE id = $1", [plan, "Bar\u202eevil"]],
        ["UPDATE plan_members SET ticket_note = $2 WHERE plan_id = $1", [plan, "Row\tF"]],
        ["INSERT INTO plan_messages (id, plan_id, author_id, text, created_at) VALUES (gen_random_uuid(), $1, $2, 'a\rb', now())", [plan, ids.ann]]
      ] as const)
        await rejects(text, [...values], "23514")
      await q("UPDATE plans SET title = $2, meet_place = $3 WHERE id = $1", [plan, "t".repeat(MAX_PLAN_TITLE_LENGTH), "p".repeat(MAX_PLAN_MEET_PLACE_LENGTH)])
      await q("UPDATE plan_members SET ticket_note = $2 WHERE plan_id = $1", [plan, "n".repeat(MAX_PLAN_TICKET_NOTE_LENGTH)])
      // A message keeps its line breaks.
      await q("INSERT INTO plan_messages (id, plan_id, author_id, text, created_at) VALUES (gen_random_uuid(), $1, $2, $3, now())", [
        plan,
        ids.ann,
        `${"m".repeat(MAX_PLAN_MESSAGE_LENGTH - 2)}\n!`
      ])
    })

    it("spares are 0 to the cap and only with a ticket; answers, tickets and statuses are the contract's words", async () => {
      const member = "UPDATE plan_members SET ticket = $3, spares = $4 WHERE plan_id = $1 AND user_id = $2"
      await rejects(member, [plan, ids.ann, "has_ticket", MAX_PLAN_SPARES + 1], "23514")
      await rejects(member, [plan, ids.ann, "has_ticket", -1], "23514")
      await rejects(member, [plan, ids.ann, "needs_ticket", 1], "23514")
      await rejects(member, [plan, ids.ann, null, 1], "23514")
      await rejects(member, [plan, ids.ann, "maybe", 0], "23514")
      await rejects("UPDATE plan_members SET answer = 'yes' WHERE plan_id = $1", [plan], "23514")
      await q(member, [plan, ids.ann, "has_ticket", MAX_PLAN_SPARES])
      await rejects("UPDATE plan_members SET spares = spares - 11 WHERE plan_id = $1 AND user_id = $2", [plan, ids.ann], "23514")
    })

    it("a meeting time is a wall-clock YYYY-MM-DDTHH:MM and nothing else", async () => {
      for (const meetAt of ["2030-03-03 19:30", "2030-03-03T19:30:00", "2030-03-03T19:30Z", "19:30", "2030-03-03T19:30\n"])
        await rejects("UPDATE plans SET meet_at = $2 WHERE id = $1", [plan, meetAt], "23514")
      await q("UPDATE plans SET meet_at = '2030-03-02T22:45' WHERE id = $1", [plan])
    })

    it("a spare request is between two members, has a known status, is answered when not pending, and is pending once per pair", async () => {
      const id = (n: number) => `00000000-0000-4000-8000-00000000c00${n}`
      await expect(request(id(1), ids.ben!, ids.ann!, "done")).rejects.toMatchObject({ code: "23514" })
      await expect(request(id(1), ids.ann!, ids.ann!)).rejects.toMatchObject({ code: "23514" })
      await expect(request(id(1), ids.cat!, ids.ann!)).rejects.toMatchObject({ code: "23503" })
      await expect(request(id(1), ids.ben!, ids.ann!, "accepted")).rejects.toMatchObject({ code: "23514" })
      await expect(request(id(1), ids.ben!, ids.ann!, "pending", "2030-01-01T00:00:00Z")).rejects.toMatchObject({ code: "23514" })
      await request(id(1), ids.ben!, ids.ann!)
      await expect(request(id(2), ids.ben!, ids.ann!)).rejects.toMatchObject({ code: "23505" })
      await request(id(3), ids.ben!, ids.ann!, "declined", "2030-01-01T00:00:00Z")
      await request(id(4), ids.ann!, ids.ben!)
      // A member who leaves takes the requests they made and were asked with them.
      await q("DELETE FROM plan_members WHERE plan_id = $1 AND user_id = $2", [plan, ids.ben])
      const { rows } = await q("SELECT count(*)::int AS n FROM plan_spare_requests WHERE plan_id = $1", [plan])
      expect(rows).toEqual([{ n: 0 }])
    })
  })

  it("a new database starts invite-only, and registration takes only open or invite-only", async () => {
    const { rows } = await q("SELECT value FROM app_settings WHERE key = 'registration_mode'")
    expect(rows).toEqual([{ value: "invite-only" }])
    await rejects("UPDATE app_settings SET value = 'closed' WHERE key = 'registration_mode'", [], "23514")
  })
})

describe("migration 0017 on concerts stored before it", () => {
  it("keeps every stored text, reports the concerts that break the new rules, and checks new and changed rows from then on", async () => {
    const db = await freshDatabase(inject("testServerUrl"), "template0", inject("testDatabasePrefix"))
    const client = new pg.Client({ connectionString: db.url })
    try {
      const migrations = await readMigrations()
      const dir = await mkdtemp(path.join(tmpdir(), "soundcheck-0017-"))
      for (const m of migrations.filter((m) => m.name < "0017")) await writeFile(path.join(dir, m.name), m.sql)
      await migrate(db.url, dir)
      await client.connect()
      const warnings: Array<string> = []
      client.on("notice", (notice) => void warnings.push(notice.message ?? ""))
      const forged = "00000000-0000-4000-8000-000000001701"
      const plain = "00000000-0000-4000-8000-000000001702"
      await client.query(
        "INSERT INTO concerts (id, artist, venue, city, date, description) VALUES ($1, $2, 'Metro', 'Chicago', '2030-01-01', $3), ($4, 'Mitski', 'Showbox', 'Seattle', '2030-01-02', $5)",
        [forged, "Wilco\r\n-- Soundcheck Security --\u202e", "Tab\there", plain, "Two\nlines"]
      )
      await client.query(migrations.find((m) => m.name.startsWith("0017_"))!.sql)

      const { rows } = await client.query("SELECT id::text, artist, description FROM concerts ORDER BY id")
      expect(rows).toEqual([
        { id: forged, artist: "Wilco\r\n-- Soundcheck Security --\u202e", description: "Tab\there" },
        { id: plain, artist: "Mitski", description: "Two\nlines" }
      ])
      expect(warnings.filter((w) => w.includes(forged)).map((w) => w.split(" left ")[0])).toEqual([
        "1 concert(s) hold control characters in their artist,",
        "1 concert(s) hold control characters in their description,"
      ])
      expect(warnings.some((w) => w.includes(plain))).toBe(false)
      const { rows: checks } = await client.query(
        "SELECT conname, convalidated FROM pg_constraint WHERE conname LIKE 'concerts\\_%\\_plain\\_cap' ORDER BY conname"
      )
      expect(checks).toEqual([
        { conname: "concerts_artist_plain_cap", convalidated: false },
        { conname: "concerts_city_plain_cap", convalidated: true },
        { conname: "concerts_description_plain_cap", convalidated: false },
        { conname: "concerts_venue_plain_cap", convalidated: true }
      ])
      await expect(client.query("UPDATE concerts SET venue = $2 WHERE id = $1", [plain, "Show\nbox"])).rejects.toMatchObject({ code: "23514" })
      // The old row is refused only when it is next written, and an admin's edit that cleans it is taken.
      await expect(client.query("UPDATE concerts SET city = 'Evanston' WHERE id = $1", [forged])).rejects.toMatchObject({ code: "23514" })
      await client.query("UPDATE concerts SET artist = 'Wilco', description = 'Tab here' WHERE id = $1", [forged])
    } finally {
      await client.end().catch(() => undefined)
      await db.drop()
    }
  })
})
