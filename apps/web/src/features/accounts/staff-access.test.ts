import { describe, expect, it } from "vitest"
import { routeTable } from "../../app/route-table.ts"
import { mayOpenAdminPage, moderatorHome, routeAccessOf } from "./staff-access.ts"

describe("who may open which admin page", () => {
  it("reads each page's access from the route table, with its parameters filled in", () => {
    expect(routeAccessOf("/admin")).toBe("admin")
    expect(routeAccessOf("/admin/reports")).toBe("staff")
    expect(routeAccessOf("/admin/concerts/edit/0b6c5d2e-6f1a-4e8e-9d55-5f1f3c1b2a10")).toBe("staff")
    expect(routeAccessOf("/admin/concerts/new")).toBe("admin")
    expect(routeAccessOf("/admin/no-such-page")).toBeUndefined()
  })

  it("lets admins open every admin page and moderators only the staff pages", () => {
    for (const { path, access } of routeTable.filter((entry) => entry.path.startsWith("/admin"))) {
      expect(mayOpenAdminPage("admin", path)).toBe(true)
      expect(mayOpenAdminPage("moderator", path)).toBe(access === "staff")
      expect(mayOpenAdminPage("user", path)).toBe(false)
      expect(mayOpenAdminPage(null, path)).toBe(false)
    }
  })

  it("sends moderators to a page they may open", () => {
    expect(mayOpenAdminPage("moderator", moderatorHome)).toBe(true)
  })
})
