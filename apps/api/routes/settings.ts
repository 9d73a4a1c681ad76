/** Settings routes: the signed-in user's concert-activity visibility. */
import type { FastifyInstance } from "fastify"
import { SettingsDto } from "../../../domain/accounts/contract.ts"
import { getSettings, updateSettings } from "../../../domain/accounts/profiles.ts"
import { requireUser, viewerOf } from "../plugins/auth.ts"
import { decodeInput } from "../plugins/runtime.ts"

export const settingsRoutes = (app: FastifyInstance) => {
  app.get(
    "/api/settings",
    {
      preHandler: requireUser,
      config: { contract: { tag: "Accounts", summary: "Who may see the own concert activity", responses: { 200: SettingsDto } } }
    },
    async (request): Promise<SettingsDto> => request.run(getSettings(viewerOf(request).id))
  )

  app.put(
    "/api/settings",
    {
      preHandler: requireUser,
      config: {
        contract: { tag: "Accounts", summary: "Change who may see the own concert activity", body: SettingsDto, responses: { 200: SettingsDto } }
      }
    },
    async (request): Promise<SettingsDto> => {
      const body = decodeInput(SettingsDto, request.body)
      return request.run(updateSettings(viewerOf(request).id, body.concertVisibility))
    }
  )
}
