/** GET /api/admin/audit (staff): the latest entries of the audit log, newest first. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { AuditLog } from "../../../../../../../domain/curation/contract.ts"
import { fetchJson } from "../../../../app/api-client.ts"

/** How many entries the page reads (the API allows up to 1,000). */
const AUDIT_PAGE_SIZE = 200

export const getAuditLog = () => fetchJson(`/api/admin/audit?${new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) })}`, AuditLog)

export const auditLogQueryOptions = () => queryOptions({ queryKey: ["admin", "audit"], queryFn: getAuditLog })

export const useAuditLog = () => useQuery(auditLogQueryOptions())
