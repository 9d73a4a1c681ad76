/** GET /api/settings: the signed-in user's concert-activity visibility. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { SettingsDto } from "../../../../../../domain/accounts/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

export const getSettings = () => fetchJson("/api/settings", SettingsDto)

export const settingsQueryOptions = () => queryOptions({ queryKey: ["accounts", "settings"], queryFn: getSettings })

export const useSettings = () => useQuery(settingsQueryOptions())
