/** The blocked people list on /settings: the friends page's person rows (name and date, Unblock), wrapping on phones. */
export { list, meta, name, row, who } from "../friends/friends.css.ts"
