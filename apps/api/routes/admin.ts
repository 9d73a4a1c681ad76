/** Admin routes of accounts: users and roles, registration mode. Admins only; changes are audit-logged. */
import type { FastifyInstance } from "fastify"
import { listUsers, setRegistrationMode, setRole } from "../../../domain/accounts/admin.ts"
import { type AdminUserDto, AdminUserList, RegistrationDto, RoleBody, SessionUser } from "../../../domain/accounts/contract.ts"
import { requireAdmin, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

export const adminRoutes = (app: FastifyInstance) => {
  const admin = { preHandler: requireAdmin }

  app.get(
    "/api/admin/users",
    {
      ...admin,
      config: { contract: { tag: "Admin", summary: "Every user, oldest first", responses: { 200: AdminUserList } } }
    },
    async (request): Promise<ReadonlyArray<AdminUserDto>> => request.run(listUsers({ kind: "user", user: viewerOf(request) }))
  )

  app.put<{ Params: { userId: string } }>(
    "/api/admin/users/:userId/role",
    {
      ...admin,
      config: {
        contract: { tag: "Admin", summary: "Change a user's role", body: RoleBody, responses: { 200: SessionUser }, errors: ["UserNotFound"] }
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
}
