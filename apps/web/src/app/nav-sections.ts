/** The signed-in sections of the top navigation (spec section 2), as links and as the narrow screens' menu. */
export const navSections = [
  { href: "/dashboard", label: "Dashboard" },
  { href: "/concerts", label: "Concerts" },
  { href: "/plans", label: "Plans" },
  { href: "/friends", label: "Friends" },
  { href: "/feedback", label: "Feedback" }
] as const
