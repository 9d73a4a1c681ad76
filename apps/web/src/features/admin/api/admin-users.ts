/** GET /api/admin/users: every account, oldest first, with its role. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { Schema } from "effect"
import { AdminUserDto } from "../../../../../../domain/accounts/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

const AdminUsers = Schema.Array(AdminUserDto)

export const getAdminUsers = () => fetchJson("/api/admin/users", AdminUsers)

export const adminUsersQueryOptions = () => queryOptions({ queryKey: ["admin", "users"], queryFn: getAdminUsers })

export const useAdminUsers = () => useQuery(adminUsersQueryOptions())
