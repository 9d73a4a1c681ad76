/** GET /api/profile: the signed-in user's own profile (created by the server on first view). */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { ProfileDto } from "../../../../../../domain/accounts/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

export const getProfile = () => fetchJson("/api/profile", ProfileDto)

export const profileQueryOptions = () => queryOptions({ queryKey: ["accounts", "profile"], queryFn: getProfile })

export const useProfile = () => useQuery(profileQueryOptions())
