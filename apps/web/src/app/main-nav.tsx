/** The signed-in top navigation: links on wide screens, a Menu button under 768 px (spec section 2). */
import { useLocation } from "react-router"
import { Button } from "../ui/button.tsx"
import { Link } from "../ui/link.tsx"
import { Menu, MenuItem, MenuTrigger } from "../ui/menu.tsx"
import * as styles from "./site-header.css.ts"

const sections = [
  { href: "/dashboard", label: "Dashboard" },
  { href: "/concerts", label: "Concerts" },
  { href: "/friends", label: "Friends" },
  { href: "/feedback", label: "Feedback" }
] as const

export function MainNav() {
  const { pathname } = useLocation()
  const isCurrent = (href: string) => pathname === href || pathname.startsWith(`${href}/`)
  return (
    <nav aria-label="Main" className={styles.mainNav}>
      <ul className={styles.navList}>
        {sections.map((section) => (
          <li key={section.href}>
            <Link href={section.href} variant="subtle" aria-current={isCurrent(section.href) ? "page" : undefined}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.mobileOnly}>
        <MenuTrigger>
          <Button variant="secondary" size="small">Menu</Button>
          <Menu aria-label="Main">
            {sections.map((section) => <MenuItem key={section.href} id={section.href} href={section.href}>{section.label}</MenuItem>)}
          </Menu>
        </MenuTrigger>
      </div>
    </nav>
  )
}
