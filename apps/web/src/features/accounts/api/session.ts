/** GET /api/auth/session: the signed-in session, or null for a visitor (after one refresh attempt). */
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query"
import type { SessionDto } from "../../../../../../domain/accounts/contract.ts"
import { hasStatus } from "../../../app/api-error.ts"
import { requestJson } from "../../../app/api-request.ts"
import { refreshSession } from "../../../app/session-refresh.ts"
import { decodeSession } from "./session-dto.ts"

export const sessionQueryKey = ["auth", "session"] as const

/** An expired access cookie also answers 401 here, so a 401 tries the refresh cookie before giving up. */
export const getSession = async (): Promise<SessionDto | null> => {
  try {
    return await requestJson("/api/auth/session", decodeSession)
  } catch (error) {
    if (!hasStatus(error, 401)) throw error
  }
  try {
    return await refreshSession()
  } catch (error) {
    if (hasStatus(error, 401)) return null
    throw error
  }
}

/** The session query; the auth provider owns it, sign-in and sign-out write it through storeSession. */
export const sessionQueryOptions = () => queryOptions({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: Number.POSITIVE_INFINITY, retry: false })

/** Replaces the session; a check still in flight (started before the cookies changed) is cancelled, not waited for. */
export const storeSession = (queryClient: QueryClient, session: SessionDto | null): void => {
  void queryClient.cancelQueries({ queryKey: sessionQueryKey })
  queryClient.setQueryData(sessionQueryKey, session)
}

/** Polls the session every `pollMs` (the /confirm-email screen waits for the link to be followed elsewhere). */
export const useSessionPolling = (pollMs: number) =>
  useQuery({ ...sessionQueryOptions(), staleTime: 0, refetchInterval: pollMs, refetchIntervalInBackground: true })
