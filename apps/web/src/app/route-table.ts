/**
 * Every route of the router (spec section 2) as data: its path pattern, who may see it and the document
 * title its page sets. Plain data with no React and no styles, so the end-to-end accessibility sweep can
 * import it and visit every route; the sweep also checks that `router.tsx` declares exactly these paths.
 */

/**
 * `public`: anyone; `signedIn`: any signed-in user (visitors go to /auth); `staff`: moderators and admins (issue #29:
 * the moderation pages, feedback, editing concerts, the users list); `admin`: admins only.
 */
export type RouteAccess = "public" | "signedIn" | "staff" | "admin"

export interface RouteEntry {
  /** The full path pattern as react-router matches it ("/profile/:userId"; "*" for any other path). */
  readonly path: string
  readonly access: RouteAccess
  /** The page's document title in its main state; `{artist}` stands for the concert's or the page's artist. */
  readonly title: string
}

export const routeTable = [
  { path: "/", access: "public", title: "Soundcheck — Find Your Next Show" },
  { path: "/auth", access: "public", title: "Sign In — Soundcheck" },
  { path: "/auth/confirm", access: "public", title: "Confirmation failed — Soundcheck" },
  { path: "/auth/reset", access: "public", title: "Reset Password — Soundcheck" },
  { path: "/auth/reset-password", access: "public", title: "Reset Password — Soundcheck" },
  { path: "/confirm-email", access: "public", title: "Check Your Email — Soundcheck" },
  { path: "/invite", access: "public", title: "Invite Friends — Soundcheck" },
  { path: "/unsubscribe", access: "public", title: "Unsubscribe — Soundcheck" },
  { path: "/dashboard", access: "signedIn", title: "Dashboard — Soundcheck" },
  { path: "/concerts", access: "signedIn", title: "Concerts — Soundcheck" },
  { path: "/concerts/suggest", access: "signedIn", title: "Suggest a Concert — Soundcheck" },
  // Public: a shared link opens the teaser without a session; the page itself chooses teaser or whole page.
  { path: "/concerts/:id", access: "public", title: "{artist} — Soundcheck" },
  // Issue #32: an artist's page, by the artist key of its name.
  { path: "/artists/:key", access: "signedIn", title: "{artist} — Soundcheck" },
  { path: "/feedback", access: "signedIn", title: "Feedback — Soundcheck" },
  { path: "/friends", access: "signedIn", title: "Friends — Soundcheck" },
  { path: "/notifications", access: "signedIn", title: "Notifications — Soundcheck" },
  { path: "/plans", access: "signedIn", title: "Plans — Soundcheck" },
  { path: "/plans/:id", access: "signedIn", title: "Plan — Soundcheck" },
  { path: "/profile", access: "signedIn", title: "Your Profile — Soundcheck" },
  { path: "/profile/edit", access: "signedIn", title: "Edit Profile — Soundcheck" },
  { path: "/profile/:userId", access: "signedIn", title: "Profile — Soundcheck" },
  { path: "/search", access: "signedIn", title: "Search — Soundcheck" },
  { path: "/settings", access: "signedIn", title: "Settings — Soundcheck" },
  { path: "/admin", access: "admin", title: "Admin Panel — Soundcheck" },
  { path: "/admin/concerts", access: "staff", title: "Concerts — Admin Panel — Soundcheck" },
  { path: "/admin/concerts/new", access: "admin", title: "Add Concert — Admin Panel — Soundcheck" },
  { path: "/admin/concerts/edit/:id", access: "staff", title: "Edit Concert — Admin Panel — Soundcheck" },
  { path: "/admin/users", access: "staff", title: "Users — Admin Panel — Soundcheck" },
  { path: "/admin/invite-requests", access: "admin", title: "Invite Requests — Admin Panel — Soundcheck" },
  { path: "/admin/waitlist", access: "admin", title: "Waitlist — Admin Panel — Soundcheck" },
  { path: "/admin/feedback", access: "staff", title: "Feedback — Admin Panel — Soundcheck" },
  { path: "/admin/reports", access: "staff", title: "Reports — Admin Panel — Soundcheck" },
  { path: "/admin/suggestions", access: "staff", title: "Concert Suggestions — Admin Panel — Soundcheck" },
  { path: "/admin/audit", access: "staff", title: "Audit Log — Admin Panel — Soundcheck" },
  { path: "/admin/analytics", access: "admin", title: "Analytics — Admin Panel — Soundcheck" },
  { path: "/admin/settings", access: "admin", title: "Admin Settings — Soundcheck" },
  { path: "*", access: "public", title: "Page not found — Soundcheck" }
] as const satisfies ReadonlyArray<RouteEntry>

export type RoutePath = (typeof routeTable)[number]["path"]
