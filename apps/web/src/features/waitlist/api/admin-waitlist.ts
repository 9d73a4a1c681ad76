/** GET /api/admin/waitlist?cursor= (admin): the listed addresses, newest first, one keyset page at a time. */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query"
import { AdminWaitlist } from "../../../../../../domain/waitlist/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

export const getAdminWaitlist = (cursor: string | null): Promise<AdminWaitlist> =>
  fetchJson(cursor === null ? "/api/admin/waitlist" : `/api/admin/waitlist?${new URLSearchParams({ cursor })}`, AdminWaitlist)

export const adminWaitlistQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["admin", "waitlist"],
    queryFn: ({ pageParam }) => getAdminWaitlist(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor
  })

export const useAdminWaitlist = () => useInfiniteQuery(adminWaitlistQueryOptions())
