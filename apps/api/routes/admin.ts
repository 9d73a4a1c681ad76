/** Admin routes of accounts: users and roles, registration mode. Admins only; changes are audit-logged. */
import type { FastifyInstance } from "fastify"
import { listUsers, setRegistrationMode, setRole } from "../../../domain/accounts/admin.ts"
import { type AdminUserDto, RegistrationDto, RoleBody } from "../../../domain/accounts/contract.ts"
import { requireAdmin, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

export const adminRoutes = (app: FastifyInstance) => {
  const admin = { preHandler: requireAdmin }

  app.get("/api/admin/users", admin, async (request): Promise<ReadonlyArray<AdminUserDto>> =>
    request.run(listUsers({ kind: "user", user: viewerOf(request) })))

  app.put<{ Params: { userId: string } }>("/api/admin/users/:userId/role", admin, async (request) => {
    const { role } = decodeInput(RoleBody, request.body)
    return request.run(setRole({ kind: "user", user: viewerOf(request) }, { id: request.params.userId }, role))
  })

  app.put("/api/admin/registration", admin, async (request) => {
    const { mode } = decodeInput(RegistrationDto, request.body)
    return request.run(setRegistrationMode({ kind: "user", user: viewerOf(request) }, mode))
  })
}
