/** GET /api/plans: the viewer's plans whose concert is today or later, soonest concert first. */
import { queryOptions, useQuery } from "@tanstack/react-query"
import { PlansList } from "../../../../../../domain/plans/contract.ts"
import { fetchJson } from "../../../app/api-client.ts"

/** Every plans query (the list, each plan, its suggestions and its thread) sits under this root. */
export const plansQueryKeyRoot = ["plans"] as const

export const getPlans = () => fetchJson("/api/plans", PlansList)

export const plansQueryOptions = () => queryOptions({ queryKey: [...plansQueryKeyRoot, "list"], queryFn: getPlans })

export const usePlans = () => useQuery(plansQueryOptions())
