/**
 * Admin routes of accounts: roles and registration mode (admins only); the users list (the staff, e-mail addresses
 * only to admins), suspensions and revoked invites (the staff, issue #29; restoring invites is the admins'). Changes
 * are audit-logged.
 */
import type { FastifyInstance } from "fastify"
import { listUsers, setRegistrationMode, setRole } from "../../../domain/accounts/admin.ts"
import { type AdminUserDto, AdminUserList, RegistrationDto, RoleBody, SessionUser } from "../../../domain/accounts/contract.ts"
import { InvitesRevocationBody, InvitesRevocationDto, SuspensionBody, SuspensionDto } from "../../../domain/moderation/contract.ts"
import { liftSuspension, restoreInvites, revokeInvites, suspendUser } from "../../../domain/moderation/standing.ts"
import { requireAdmin, requireStaff, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

type UserParams = { Params: { userId: string } }

export const adminRoutes = (app: FastifyInstance) => {
  const admin = { preHandler: requireAdmin }
  const staff = { preHandler: requireStaff }
  const staffErrors = ["UserNotFound", "ProtectedAccount"] as const

  app.get(
    "/api/admin/users",
    {
      ...staff,
      config: {
        contract: {
          tag: "Admin",
          summary: "Every user, oldest first, with their role and standing (the staff; e-mail addresses only to admins)",
          description:
            "suspension is the one in force now (until null: until lifted), null once lifted or lapsed; invitesRevoked says since when " +
            "and why the account may not invite, null while it may. A moderator reads every email as null.",
          responses: { 200: AdminUserList }
        }
      }
    },
    async (request): Promise<ReadonlyArray<AdminUserDto>> => request.run(listUsers({ kind: "user", user: viewerOf(request) }))
  )

  app.put<{ Params: { userId: string } }>(
    "/api/admin/users/:userId/role",
    {
      ...admin,
      config: {
        contract: { tag: "Admin", summary: "Change a user's role", body: RoleBody, responses: { 200: SessionUser }, errors: ["UserNotFound", "LastAdmin"] }
      }
    },
    async (request): Promise<SessionUser> => {
      const { role } = decodeInput(RoleBody, request.body)
      return request.run(setRole({ kind: "user", user: viewerOf(request) }, { id: request.params.userId }, role))
    }
  )

  app.put(
    "/api/admin/registration",
    {
      ...admin,
      config: {
        contract: { tag: "Admin", summary: "Open registration, or make it invite-only", body: RegistrationDto, responses: { 200: RegistrationDto } }
      }
    },
    async (request): Promise<typeof RegistrationDto.Type> => {
      const { mode } = decodeInput(RegistrationDto, request.body)
      return request.run(setRegistrationMode({ kind: "user", user: viewerOf(request) }, mode))
    }
  )

  app.put<UserParams>(
    "/api/admin/users/:userId/suspension",
    {
      ...staff,
      config: {
        contract: {
          tag: "Moderation",
          summary: "Suspend an account: its sessions end at once, it cannot sign in, and others stop seeing it",
          description:
            "until (YYYY-MM-DD, a later day) ends it when that day begins (UTC); left out, it lasts until lifted. The person is told why by " +
            "notification and mail, never by whom. Moderators act only on fans; admins also on moderators, never on an admin.",
          body: SuspensionBody,
          responses: { 200: SuspensionDto },
          errors: [...staffErrors, "InvalidModeration"]
        }
      }
    },
    async (request): Promise<SuspensionDto> => {
      const body = decodeInput(SuspensionBody, request.body)
      return request.run(suspendUser({ kind: "user", user: viewerOf(request) }, { id: request.params.userId }, body))
    }
  )

  app.delete<UserParams>(
    "/api/admin/users/:userId/suspension",
    {
      ...staff,
      config: {
        contract: {
          tag: "Moderation",
          summary: "Lift an account's suspension (nothing to do when none is in force)",
          responses: { 204: null },
          errors: [...staffErrors]
        }
      }
    },
    async (request, reply) => {
      await request.run(liftSuspension({ kind: "user", user: viewerOf(request) }, { id: request.params.userId }))
      return reply.status(204).send()
    }
  )

  app.put<UserParams>(
    "/api/admin/users/:userId/invites-revocation",
    {
      ...staff,
      config: {
        contract: {
          tag: "Moderation",
          summary: "Revoke an account's invites: the count becomes 0, and no invitation is sent or requested until an admin restores them",
          body: InvitesRevocationBody,
          responses: { 200: InvitesRevocationDto },
          errors: [...staffErrors, "InvalidModeration"]
        }
      }
    },
    async (request): Promise<InvitesRevocationDto> => {
      const { reason } = decodeInput(InvitesRevocationBody, request.body)
      return request.run(revokeInvites({ kind: "user", user: viewerOf(request) }, { id: request.params.userId }, { reason }))
    }
  )

  app.delete<UserParams>(
    "/api/admin/users/:userId/invites-revocation",
    {
      ...admin,
      config: {
        contract: {
          tag: "Moderation",
          summary: "Restore an account's invites (admins only): it may send and request invitations again",
          responses: { 204: null },
          errors: ["UserNotFound"]
        }
      }
    },
    async (request, reply) => {
      await request.run(restoreInvites({ kind: "user", user: viewerOf(request) }, { id: request.params.userId }))
      return reply.status(204).send()
    }
  )
}
