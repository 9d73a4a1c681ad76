/** soundcheck users: list the accounts, create an admin, and replace a user's role (recorded in the audit log). */
import { printJson } from "../output.ts"
import { type Command, InvalidArgumentError } from "commander"
import { listUsers, setRole } from "../../domain/accounts/admin.ts"
import { createAdmin } from "../../domain/accounts/create-admin.ts"
import type { Role } from "../../domain/accounts/contract.ts"
import type { CliContext } from "../context.ts"
import { runUseCase } from "../run-use-case.ts"

const roles: ReadonlyArray<Role> = ["user", "moderator", "admin"]

const roleArg = (value: string): Role => {
  const role = roles.find((r) => r === value)
  if (!role) throw new InvalidArgumentError(`expected one of ${roles.join(", ")}`)
  return role
}

export const userCommands = (program: Command, context: CliContext) => {
  const users = program.command("users").description("User accounts and roles.")

  users
    .command("list")
    .description("List every user, oldest first, with role and confirmation.")
    .option("--json", "print a JSON array of { id, email, role, displayName, emailConfirmed, createdAt }")
    .action(async (options: { json?: boolean }) => {
      const rows = await runUseCase(context, listUsers({ kind: "cli" }))
      if (options.json) {
        printJson(
          context,
          rows.map((u) => ({ ...u, createdAt: new Date(u.createdAt).toISOString() }))
        )
        return
      }
      if (rows.length === 0) {
        context.out("No users yet.\n")
        return
      }
      for (const u of rows) {
        context.out(`${u.email.padEnd(32)} ${u.role.padEnd(9)} ${u.emailConfirmed ? "confirmed  " : "unconfirmed"}  ${u.displayName ?? ""}\n`)
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
}
