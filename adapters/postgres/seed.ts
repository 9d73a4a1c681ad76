/** The demo world: an admin and six fans with friends and friends-of-friends, concerts in three cities. */
import { Schema } from "effect"
import { type DatabasePool, type DatabaseTransactionConnection, sql } from "slonik"
import { hashPassword } from "../crypto/passwords.argon2.ts"
import { searchFolds } from "./concert-row.ts"
import { noRows } from "./pool.ts"

export const DEMO_PASSWORD = "soundcheck"

interface DemoUser {
  readonly email: string
  readonly name: string
  readonly role: "user" | "moderator" | "admin"
  readonly visibility: "public" | "friends_of_friends" | "friends_only" | "private"
  readonly invites: number
}

export const demoUsers: ReadonlyArray<DemoUser> = [
  { email: "admin@soundcheck.test", name: "Ada Admin", role: "admin", visibility: "friends_of_friends", invites: 10 },
  { email: "alice@soundcheck.test", name: "Alice Park", role: "user", visibility: "friends_of_friends", invites: 5 },
  { email: "bob@soundcheck.test", name: "Bob Rivera", role: "user", visibility: "public", invites: 3 },
  { email: "carol@soundcheck.test", name: "Carol Chen", role: "user", visibility: "friends_of_friends", invites: 5 },
  { email: "dave@soundcheck.test", name: "Dave Okafor", role: "user", visibility: "public", invites: 0 },
  { email: "erin@soundcheck.test", name: "Erin Walsh", role: "user", visibility: "friends_only", invites: 2 },
  { email: "frank@soundcheck.test", name: "Frank Moreau", role: "user", visibility: "private", invites: 5 },
  { email: "mo@soundcheck.test", name: "Mo Moderator", role: "moderator", visibility: "friends_only", invites: 0 }
]

// Alice's friends are Bob and Carol; Dave and Erin are her friends-of-friends; Frank is further out.
const friendPairs = [
  ["alice", "bob"],
  ["alice", "carol"],
  ["bob", "dave"],
  ["carol", "erin"],
  ["dave", "frank"],
  ["bob", "carol"]
]

// [artist, venue, city, days from today]
const demoConcerts: ReadonlyArray<readonly [string, string, string, number]> = [
  ["The Midnight Owls", "Mohawk", "Austin", 9],
  ["Lucy Dacus", "Stubb's", "Austin", 21],
  ["Khruangbin", "Moody Amphitheater", "Austin", 45],
  ["Black Pumas", "ACL Live", "Austin", -30],
  ["Phoebe Bridgers", "Thalia Hall", "Chicago", 12],
  ["Wilco", "The Salt Shed", "Chicago", 33],
  ["Japanese Breakfast", "Metro", "Chicago", 60],
  ["Sufjan Stevens", "Chicago Theatre", "Chicago", -12],
  ["Fleet Foxes", "Paramount Theatre", "Seattle", 5],
  ["Death Cab for Cutie", "The Showbox", "Seattle", 27],
  ["Mitski", "Neptune Theatre", "Seattle", 52],
  ["The Head and the Heart", "Crocodile", "Seattle", -45]
]

// [fan, concert index, status]
const demoInterests: ReadonlyArray<readonly [string, number, "interested" | "has_tickets" | "not_interested"]> = [
  ["alice", 0, "interested"],
  ["bob", 0, "has_tickets"],
  ["carol", 0, "has_tickets"],
  ["dave", 0, "interested"],
  ["bob", 4, "interested"],
  ["carol", 4, "interested"],
  ["erin", 4, "has_tickets"],
  ["alice", 8, "has_tickets"],
  ["dave", 8, "has_tickets"],
  ["frank", 8, "has_tickets"],
  ["erin", 9, "interested"],
  ["carol", 1, "not_interested"],
  ["bob", 3, "has_tickets"],
  ["alice", 3, "has_tickets"],
  ["dave", 5, "interested"],
  ["erin", 10, "interested"]
]

// A plan to show what plans do (issue #22): Alice, Bob and Carol going to The Midnight Owls together. Bob holds a
// spare ticket; Alice still needs one.
const demoPlan = {
  concert: 0,
  maker: "alice",
  title: "Owls night out",
  meetPlace: "Mohawk patio bar",
  meetTime: "19:00",
  members: [
    // [fan, answer, ticket, spares, note]
    ["alice", "going", "needs_ticket", 0, null],
    ["bob", "going", "has_ticket", 1, "Bought two, one is spare"],
    ["carol", "maybe", "has_ticket", 0, null]
  ],
  messages: [
    ["bob", "I have a spare ticket if anyone needs it."],
    ["alice", "Yes please! Meet at the patio at 7?"]
  ]
} as const

const Id = Schema.Struct({ id: Schema.String })
const idRow = sql.type(Schema.toStandardSchemaV1(Id))

/** Seeds the demo world in one transaction; returns false if it is already there. */
export const seedDemo = async (pool: DatabasePool): Promise<boolean> => {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  return pool.transaction(async (t) => {
    const exists = await t.maybeOne(idRow`SELECT id::text AS id FROM users WHERE email_key = ${demoUsers[0]!.email}`)
    if (exists) return false
    const ids = new Map<string, string>()
    for (const user of demoUsers) {
      const { id } = await t.one(idRow`
        INSERT INTO users (email, password_hash, email_confirmed_at) VALUES (${user.email}, ${passwordHash}, now())
        RETURNING id::text AS id`)
      ids.set(user.email.split("@")[0]!, id)
      await t.query(noRows`
        INSERT INTO profiles (user_id, display_name, concert_visibility, invite_count)
        VALUES (${id}, ${user.name}, ${user.visibility}, ${user.invites})`)
      await t.query(noRows`INSERT INTO user_roles (user_id, role) VALUES (${id}, ${user.role})`)
    }
    const pairs = friendPairs.map(([a, b]) => [ids.get(a!)!, ids.get(b!)!].sort() as [string, string])
    await t.query(noRows`INSERT INTO friendships (user_a, user_b) SELECT * FROM ${sql.unnest(pairs, ["uuid", "uuid"])}`)
    await t.query(noRows`
      INSERT INTO friend_requests (sender_id, receiver_id) VALUES (${ids.get("erin")!}, ${ids.get("alice")!})`)
    const concertIds: Array<string> = []
    for (const [artist, venue, city, days] of demoConcerts) {
      const { id } = await t.one(idRow`
        INSERT INTO concerts (artist, venue, city, date, description, created_by, artist_folded, venue_folded, city_folded)
        VALUES (${artist}, ${venue}, ${city}, current_date + ${days}::int, ${`${artist} live at ${venue}.`}, ${ids.get("admin")!},
                ${sql.join(searchFolds({ artist, venue, city }), sql.fragment`, `)})
        RETURNING id::text AS id`)
      concertIds.push(id)
    }
    const interests = demoInterests.map(([fan, index, status]) => [ids.get(fan)!, concertIds[index]!, status])
    await t.query(noRows`
      INSERT INTO user_concert_interests (user_id, concert_id, interest_status)
      SELECT * FROM ${sql.unnest(interests, ["uuid", "uuid", "text"])}`)
    const { id: planId } = await t.one(idRow`
      INSERT INTO plans (id, concert_id, maker_id, title, meet_place, meet_at, created_at, updated_at)
      SELECT gen_random_uuid(), id, ${ids.get(demoPlan.maker)!}, ${demoPlan.title}, ${demoPlan.meetPlace},
             to_char(date, 'YYYY-MM-DD') || ${`T${demoPlan.meetTime}`}, now(), now()
      FROM concerts WHERE id = ${concertIds[demoPlan.concert]!}
      RETURNING id::text AS id`)
    const members = demoPlan.members.map(([fan, answer, ticket, spares, note], order) => [ids.get(fan)!, answer, ticket, spares, note, order])
    await t.query(noRows`
      INSERT INTO plan_members (plan_id, user_id, answer, ticket, spares, ticket_note, joined_at)
      SELECT ${planId}, m.user_id, m.answer, m.ticket, m.spares, m.note, now() + m.ord * interval '1 millisecond'
      FROM ${sql.unnest(members, ["uuid", "text", "text", "int4", "text", "int4"])} AS m (user_id, answer, ticket, spares, note, ord)`)
    const messages = demoPlan.messages.map(([fan, text], order) => [ids.get(fan)!, text, order])
    await t.query(noRows`
      INSERT INTO plan_messages (id, plan_id, author_id, text, created_at)
      SELECT gen_random_uuid(), ${planId}, m.author_id, m.text, now() + m.ord * interval '1 second'
      FROM ${sql.unnest(messages, ["uuid", "text", "int4"])} AS m (author_id, text, ord)`)
    // A fan's suggested concert waiting for the staff (issue #29): it probably repeats The Midnight Owls' show.
    await t.query(noRows`
      INSERT INTO concert_suggestions (id, suggested_by, artist, venue, city, date, description, created_at)
      VALUES (gen_random_uuid(), ${ids.get("dave")!}, ${"The Midnight Owls"}, ${"Mohawk Austin"}, ${"Austin"}, current_date + 10,
              ${"A second night, announced on the band's site."}, now())`)
    await seedHistory(t, ids, planId)
    return true
  })
}

/** How each demo member joined, and how many days ago (the admin first, the moderator last: the users list keeps its order). */
const demoJoins: ReadonlyArray<readonly [string, "invitation" | "waitlist" | "open" | "admin", number]> = [
  ["admin", "admin", 112],
  ["alice", "invitation", 98],
  ["bob", "invitation", 91],
  ["carol", "invitation", 84],
  ["dave", "waitlist", 63],
  ["erin", "invitation", 49],
  ["frank", "open", 35],
  ["mo", "admin", 21]
]

const HISTORY_WEEKS = 16

/**
 * A few months of history for Admin → Analytics (issue #34), without a row that any other page counts: the demo's
 * own members, interests, plan and messages are moved back in time (the analytics triggers record their activity
 * then), earlier weekly visits are added as activity bins, and the anonymous counters get mail sent and turned off.
 */
const seedHistory = async (t: DatabaseTransactionConnection, ids: ReadonlyMap<string, string>, planId: string) => {
  const joins = demoJoins.map(([fan, via, days]) => [ids.get(fan)!, via, days])
  await t.query(noRows`
    UPDATE users u SET created_at = now() - make_interval(days => j.days), joined_via = j.via
    FROM ${sql.unnest(joins, ["uuid", "text", "int4"])} AS j (id, via, days) WHERE u.id = j.id`)
  // Each interest set some day of the last twelve weeks, in the order the list gives them.
  await t.query(noRows`
    UPDATE user_concert_interests i SET created_at = moved.at, updated_at = moved.at
    FROM (
      SELECT user_id, concert_id, now() - make_interval(days => 80 - (row_number() OVER (ORDER BY user_id, concert_id))::int * 5, hours => 3) AS at
      FROM user_concert_interests WHERE user_id = ANY(${sql.array([...ids.values()], "uuid")})
    ) moved
    WHERE i.user_id = moved.user_id AND i.concert_id = moved.concert_id`)
  await t.query(noRows`
    UPDATE plans SET created_at = now() - interval '10 days', updated_at = now() - interval '10 days' WHERE id = ${planId}`)
  await t.query(noRows`UPDATE plan_members SET joined_at = joined_at - interval '10 days' WHERE plan_id = ${planId}`)
  await t.query(noRows`UPDATE plan_messages SET created_at = created_at - interval '9 days' WHERE plan_id = ${planId}`)
  // Weekly visits: most members most weeks, after they joined.
  const visits = demoJoins.flatMap(([fan, , days], order) =>
    Array.from({ length: HISTORY_WEEKS }, (_, week) => week)
      .filter((week) => week * 7 < days && (order + week) % 4 !== 0)
      .map((week) => [ids.get(fan)!, week * 7 * 24 + order * 5])
  )
  await t.query(noRows`
    INSERT INTO member_activity (user_id, at_bucket)
    SELECT v.user_id, analytics_bucket(now() - make_interval(hours => v.hours)) FROM ${sql.unnest(visits, ["uuid", "int4"])} AS v (user_id, hours)
    ON CONFLICT DO NOTHING`)
  const counts = Array.from({ length: HISTORY_WEEKS }, (_, week) => week).flatMap((week) => [
    ["mail.sent.account", week, week > 11 ? 6 + (week % 3) : 2],
    ["mail.sent.notification", week, 5 + ((week * 7) % 11)],
    ["mail.sent.digest", week, week < 13 ? 7 : 0],
    ["unsubscribe.digest", week, week % 5 === 1 ? 2 : 0],
    ["unsubscribe.ready_to_go", week, week === 3 ? 1 : 0],
    ["invitation.cancelled", week, week % 6 === 2 ? 1 : 0]
  ])
  await t.query(noRows`
    INSERT INTO analytics_counters (metric, at_bucket, n)
    SELECT c.metric, analytics_bucket(now() - make_interval(days => c.week * 7 + 2)), c.n
    FROM ${sql.unnest(counts, ["text", "int4", "int4"])} AS c (metric, week, n) WHERE c.n > 0
    ON CONFLICT (metric, at_bucket) DO UPDATE SET n = analytics_counters.n + EXCLUDED.n`)
}
