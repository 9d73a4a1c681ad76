/**
 * The header's menus (and the notifications bell and the search field), a chunk of their own: react-aria's menu, overlay and collection code is most of it.
 * header-menus-lazy.tsx starts fetching it as the shell starts, in parallel with the session check; the
 * header shows its menus only once the session is known.
 */
export { AccountMenu } from "../features/accounts/account-menu.tsx"
export { ConcertSearchBox } from "../features/concerts/concert-search-box.tsx"
export { NotificationBell } from "../features/notifications/notification-bell.tsx"
export { ThemeMenu } from "../features/theme/theme-menu.tsx"
export { MainNavMenu } from "./main-nav-menu.tsx"
