/** GET /api/auth/registration: whether /auth may create accounts ("open") or only signs in ("invite-only"). */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { RegistrationDto } from "../../../../../../domain/accounts/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

export const getRegistration = () => fetchJson("/api/auth/registration", RegistrationDto)

export const registrationQueryOptions = () => queryOptions({ queryKey: ["auth", "registration"], queryFn: getRegistration, staleTime: 60_000 })

export const useRegistration = () => useQuery(registrationQueryOptions())
