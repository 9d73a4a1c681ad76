/** Spec section 9: the admin sidebar's open state lives in the `sidebar_state` cookie for 7 days. */
export const sidebarCookieName = "sidebar_state"
export const sidebarCookieMaxAgeSeconds = 60 * 60 * 24 * 7

/** The remembered state; open when nothing is remembered. */
export const readSidebarOpen = (cookie: string = document.cookie): boolean => {
  const entry = cookie.split("; ").find((part) => part.startsWith(`${sidebarCookieName}=`))
  return entry?.slice(sidebarCookieName.length + 1) !== "false"
}

export const writeSidebarOpen = (open: boolean): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the sidebar's state in a cookie; one write, no parsing
  document.cookie = `${sidebarCookieName}=${open}; path=/; max-age=${sidebarCookieMaxAgeSeconds}; samesite=lax`
}
