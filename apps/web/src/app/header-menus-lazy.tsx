/** The header's menus from their own chunk (header-menus.ts), fetched as soon as the shell starts. */
import { lazyComponent } from "./lazy-page.tsx"

const menus = import("./header-menus.ts")

export const AccountMenu = lazyComponent(() => menus.then((module) => module.AccountMenu))
export const NotificationBell = lazyComponent(() => menus.then((module) => module.NotificationBell))
export const ThemeMenu = lazyComponent(() => menus.then((module) => module.ThemeMenu))
export const MainNavMenu = lazyComponent(() => menus.then((module) => module.MainNavMenu))
export const ConcertSearchBox = lazyComponent(() => menus.then((module) => module.ConcertSearchBox))
