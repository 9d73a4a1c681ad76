/**
 * Who may open which admin page (issue #29): the route table says it, so the guard, the sidebar and the
 * accessibility sweep read one list. Moderators open the `staff` pages; the `admin` ones are admins' alone.
 */
import { matchPath } from "react-router"
import type { Role } from "../../../../../domain/accounts/contract.ts"
import { routeTable, type RouteAccess } from "../../app/route-table.ts"

/** Where a moderator lands in the Admin Panel (its dashboard is the admins'). */
export const moderatorHome = "/admin/reports"

/** The access of the route `pathname` opens ("*" never counts: an unknown admin path is the not-found page). */
export const routeAccessOf = (pathname: string): RouteAccess | undefined =>
  routeTable.find((entry) => entry.path !== "*" && matchPath(entry.path, pathname) !== null)?.access

/** Whether someone with `role` may open the page at `pathname` inside /admin. */
export const mayOpenAdminPage = (role: Role | null, pathname: string): boolean => {
  if (role === "admin") return true
  return role === "moderator" && routeAccessOf(pathname) === "staff"
}
