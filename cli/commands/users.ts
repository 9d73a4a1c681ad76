/**
 * soundcheck users: list the accounts, create an admin, replace a user's role, suspend an account and lift it, revoke
 * and restore invites, delete an account and purge those whose grace period ended (each change recorded in the audit
 * log, the CLI as actor).
 */
import { printJson } from "../output.ts"
import { type Command, InvalidArgumentError } from "commander"
import { listUsers, setRole } from "../../domain/accounts/admin.ts"
import { createAdmin } from "../../domain/accounts/create-admin.ts"
import { deleteUser, purgeDueAccounts } from "../../domain/accounts/purge.ts"
import type { AdminUserDto, Role } from "../../domain/accounts/contract.ts"
import type { CliContext } from "../context.ts"
import { InvitesRevocationBody, SuspensionBody } from "../../domain/moderation/contract.ts"
import { longDate } from "../../domain/moderation/rules.ts"
import { liftSuspension, restoreInvites, revokeInvites, suspendUser } from "../../domain/moderation/standing.ts"
import { decodeOptions, runUseCase } from "../run-use-case.ts"

const roles: ReadonlyArray<Role> = ["user", "moderator", "admin"]

const roleArg = (value: string): Role => {
  const role = roles.find((r) => r === value)
  if (!role) throw new InvalidArgumentError(`expected one of ${roles.join(", ")}`)
  return role
}

const iso = (millis: number) => new Date(millis).toISOString()

/**
 * A listed account's standing (issues #29 and #30) after its name: "  (suspended until 2 January 2027; invites revoked)",
 * "  (deletion asked for: purged on 9 December 2026)", or nothing.
 */
const standingOf = (u: AdminUserDto): string => {
  const parts = [
    ...(u.suspension === null ? [] : [u.suspension.until === null ? "suspended" : `suspended until ${longDate(u.suspension.until)}`]),
    ...(u.invitesRevoked === null ? [] : ["invites revoked"]),
    ...(u.purgeAfter === null ? [] : [`deletion asked for: purged on ${longDate(u.purgeAfter)}`])
  ]
  return parts.length === 0 ? "" : `  (${parts.join("; ")})`
}

export const userCommands = (program: Command, context: CliContext) => {
  const users = program.command("users").description("User accounts and roles.")

  users
    .command("list")
    .description("List every user, oldest first, with role, confirmation, and a suspension in force, revoked invites or a deletion asked for.")
    .option(
      "--json",
      "print a JSON array of { id, email, role, displayName, emailConfirmed, createdAt, suspension: { until, reason } | null, invitesRevoked: { at, reason } | null, purgeAfter }"
    )
    .action(async (options: { json?: boolean }) => {
      const rows = await runUseCase(context, listUsers({ kind: "cli" }))
      if (options.json) {
        printJson(
          context,
          rows.map((u) => ({
            ...u,
            createdAt: iso(u.createdAt),
            suspension: u.suspension === null ? null : { ...u.suspension, until: u.suspension.until === null ? null : iso(u.suspension.until) },
            invitesRevoked: u.invitesRevoked === null ? null : { ...u.invitesRevoked, at: iso(u.invitesRevoked.at) },
            purgeAfter: u.purgeAfter === null ? null : iso(u.purgeAfter)
          }))
        )
        return
      }
      if (rows.length === 0) {
        context.out("No users yet.\n")
        return
      }
      for (const u of rows) {
        context.out(
          `${(u.email ?? "").padEnd(32)} ${u.role.padEnd(9)} ${u.emailConfirmed ? "confirmed  " : "unconfirmed"}  ${u.displayName ?? ""}${standingOf(u)}\n`
        )
      }
    })

  users
    .command("role")
    .description("Replace a user's role (user, moderator or admin).")
    .argument("<email>", "the user's e-mail address")
    .argument("<role>", "user, moderator or admin", roleArg)
    .option("--json", "print the user as JSON: { id, email, role, displayName }")
    .action(async (email: string, role: Role, options: { json?: boolean }) => {
      const user = await runUseCase(context, setRole({ kind: "cli" }, { email }, role))
      if (options.json) return printJson(context, user)
      context.out(`${user.email} is now ${role}.\n`)
    })

  users
    .command("create-admin")
    .description("Make an admin (a new account, or an existing one) and mail a link to set the password, valid 24 hours.")
    .argument("<email>", "the admin's e-mail address")
    .option("--print", "print the link here instead of mailing it (when no mail is set up yet)")
    .option("--json", "print { email, created, link } (link null when mailed)")
    .action(async (email: string, options: { print?: boolean; json?: boolean }) => {
      const admin = await runUseCase(context, createAdmin(email, options.print ? "print" : "mail"))
      if (options.json) return printJson(context, admin)
      context.out(`${admin.email} is ${admin.created ? "a new admin" : "now an admin"}.\n`)
      context.out(
        admin.link === null
          ? "A link to set the password is on its way by mail (valid 24 hours).\n"
          : `Set the password here (valid 24 hours, works once):\n${admin.link}\n`
      )
    })

  users
    .command("suspend")
    .description("Suspend an account: its sessions end at once, it cannot sign in, others stop seeing it; it is told why by mail.")
    .argument("<email>", "the user's e-mail address")
    .requiredOption("--reason <text>", "why (the person reads it)")
    .option("--until <YYYY-MM-DD>", "the day the suspension ends (left out: until lifted)")
    .option("--json", "print { userId, suspendedUntil, reason }")
    .action(async (email: string, options: { reason: string; until?: string; json?: boolean }) => {
      const body = decodeOptions(SuspensionBody, { reason: options.reason, ...(options.until === undefined ? {} : { until: options.until }) })
      const suspended = await runUseCase(context, suspendUser({ kind: "cli" }, { email }, body))
      if (options.json) return printJson(context, suspended)
      context.out(`${email} is suspended${suspended.suspendedUntil === null ? " until lifted" : ` until ${longDate(suspended.suspendedUntil)}`}.\n`)
    })

  users
    .command("unsuspend")
    .description("Lift an account's suspension.")
    .argument("<email>", "the user's e-mail address")
    .option("--json", "print { email, lifted } (lifted false when none was in force)")
    .action(async (email: string, options: { json?: boolean }) => {
      const lifted = await runUseCase(context, liftSuspension({ kind: "cli" }, { email }))
      if (options.json) return printJson(context, { email, lifted })
      context.out(lifted ? `${email} is no longer suspended.\n` : `${email} was not suspended.\n`)
    })

  users
    .command("revoke-invites")
    .description("Revoke an account's invites: the count becomes 0, no invitation is sent or requested until restored.")
    .argument("<email>", "the user's e-mail address")
    .requiredOption("--reason <text>", "why (the person reads it)")
    .option("--json", "print { userId, revokedAt, reason }")
    .action(async (email: string, options: { reason: string; json?: boolean }) => {
      const body = decodeOptions(InvitesRevocationBody, { reason: options.reason })
      const revoked = await runUseCase(context, revokeInvites({ kind: "cli" }, { email }, body))
      if (options.json) return printJson(context, { ...revoked, revokedAt: new Date(revoked.revokedAt).toISOString() })
      context.out(`${email} can no longer send or request invitations.\n`)
    })

  users
    .command("delete")
    .description(
      "Delete an account at once and for good (issue #30: a request that came by mail): its plans pass to the member who " +
        'joined first, its messages stay as "Deleted user", the audit log keeps a pseudonym; refused for the last admin.'
    )
    .argument("<email>", "the user's e-mail address")
    .option("--json", "print { pseudonym, plansHandedOver, plansDeleted, messagesAnonymised }")
    .action(async (email: string, options: { json?: boolean }) => {
      const purged = await runUseCase(context, deleteUser({ kind: "cli" }, { email }))
      if (options.json) return printJson(context, purged)
      context.out(`${email} is deleted; the audit log names them ${purged.pseudonym}.\n`)
    })

  users
    .command("purge-deleted")
    .description("Purge every account whose 14 days since its deletion request have passed (the server does it every hour).")
    .option("--json", "print an array of { pseudonym, plansHandedOver, plansDeleted, messagesAnonymised }")
    .action(async (options: { json?: boolean }) => {
      const purged = await runUseCase(context, purgeDueAccounts())
      if (options.json) return printJson(context, purged)
      context.out(purged.length === 0 ? "No account is due to be purged.\n" : `Purged ${purged.length} account${purged.length === 1 ? "" : "s"}.\n`)
    })

  users
    .command("restore-invites")
    .description("Restore an account's revoked invites: it may send and request invitations again.")
    .argument("<email>", "the user's e-mail address")
    .option("--json", "print { email, restored } (restored false when they were not revoked)")
    .action(async (email: string, options: { json?: boolean }) => {
      const restored = await runUseCase(context, restoreInvites({ kind: "cli" }, { email }))
      if (options.json) return printJson(context, { email, restored })
      context.out(restored ? `${email} may send and request invitations again.\n` : `${email}'s invites were not revoked.\n`)
    })
}
