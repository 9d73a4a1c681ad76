/** soundcheck invites: review requests for more invites (audit-logged with the CLI as actor) and print the invite tree. */
import { printJson } from "../output.ts"
import { type Command, InvalidArgumentError } from "commander"
import type { RequestFilter } from "../../domain/invitations/invite-request-repo.ts"
import { approveInviteRequest, listInviteRequests, rejectInviteRequest } from "../../domain/invitations/review.ts"
import { inviteTree, type TreeNode } from "../../domain/invitations/tree.ts"
import type { CliContext } from "../context.ts"
import { runUseCase } from "../run-use-case.ts"

const filters: ReadonlyArray<RequestFilter> = ["pending", "approved", "rejected", "reviewed"]

const filterArg = (value: string): RequestFilter => {
  const filter = filters.find((f) => f === value)
  if (!filter) throw new InvalidArgumentError(`expected one of ${filters.join(", ")}`)
  return filter
}

const iso = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString())
const day = (millis: number) => new Date(millis).toISOString().slice(0, 10)

const treeLines = (node: TreeNode, depth: number): Array<string> => [
  `${"  ".repeat(depth)}${node.email} (${node.displayName})${node.joinedAt === null ? "" : ` joined ${day(node.joinedAt)}`}`,
  ...node.invited.flatMap((child) => treeLines(child, depth + 1))
]

const requestJson = <R extends { createdAt: number; reviewedAt: number | null }>(r: R) => ({ ...r, createdAt: iso(r.createdAt), reviewedAt: iso(r.reviewedAt) })

const treeJson = (node: TreeNode): unknown => ({ ...node, joinedAt: iso(node.joinedAt), invited: node.invited.map(treeJson) })

export const inviteCommands = (program: Command, context: CliContext) => {
  const invites = program.command("invites").description("Requests for more invites, and who invited whom.")

  invites
    .command("requests")
    .description("List requests for more invites, newest first.")
    .option("--status <status>", `only ${filters.join(", ")} requests`, filterArg)
    .option("--json", "print a JSON array")
    .action(async (options: { status?: RequestFilter; json?: boolean }) => {
      const rows = await runUseCase(context, listInviteRequests({ kind: "cli" }, options.status))
      if (options.json) {
        printJson(context, rows.map(requestJson))
        return
      }
      if (rows.length === 0) return context.out("No invite requests.\n")
      for (const r of rows) {
        context.out(`${r.id}  ${r.status.padEnd(8)} ${String(r.requestedCount).padStart(2)}  ${r.email.padEnd(28)} ${day(r.createdAt)}  ${r.reason ?? ""}\n`)
      }
    })

  invites
    .command("approve")
    .description("Approve a pending request: its invites are added to the user's count.")
    .argument("<requestId>", "the request's id")
    .option("--json", "print the reviewed request as JSON")
    .action(async (id: string, options: { json?: boolean }) => {
      const r = await runUseCase(context, approveInviteRequest({ kind: "cli" }, id))
      if (options.json) return printJson(context, requestJson(r))
      context.out(`Approved: ${r.displayName} gets ${r.requestedCount} more invite${r.requestedCount === 1 ? "" : "s"}.\n`)
    })

  invites
    .command("reject")
    .description("Reject a pending request.")
    .argument("<requestId>", "the request's id")
    .option("--json", "print the reviewed request as JSON")
    .action(async (id: string, options: { json?: boolean }) => {
      const r = await runUseCase(context, rejectInviteRequest({ kind: "cli" }, id))
      if (options.json) return printJson(context, requestJson(r))
      context.out(`Rejected the request of ${r.displayName} for ${r.requestedCount} invites.\n`)
    })

  invites
    .command("tree")
    .description("Print who invited whom: everyone, or the people under one user.")
    .argument("[email]", "start from this user")
    .option("--json", "print a JSON array of { userId, email, displayName, joinedAt, invited: [...] }")
    .action(async (email: string | undefined, options: { json?: boolean }) => {
      const roots = await runUseCase(context, inviteTree({ kind: "cli" }, email))
      if (options.json) return printJson(context, roots.map(treeJson))
      if (roots.length === 0) return context.out("Nobody has joined by invitation yet.\n")
      context.out(`${roots.flatMap((root) => treeLines(root, 0)).join("\n")}\n`)
    })
}
