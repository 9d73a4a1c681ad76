/** The signed-in top navigation: links on wide screens, a Menu button under 768 px (spec section 2). */
import { useLocation } from "react-router"
import { Link } from "../ui/link.tsx"
import { MainNavMenu } from "./header-menus-lazy.tsx"
import { navSections } from "./nav-sections.ts"
import * as styles from "./site-header.css.ts"

export function MainNav() {
  const { pathname } = useLocation()
  const isCurrent = (href: string) => pathname === href || pathname.startsWith(`${href}/`)
  return (
    <nav aria-label="Main" className={styles.mainNav}>
      <ul className={styles.navList}>
        {navSections.map((section) => (
          <li key={section.href}>
            <Link href={section.href} variant="subtle" aria-current={isCurrent(section.href) ? "page" : undefined}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.mobileOnly}>
        <MainNavMenu />
      </div>
    </nav>
  )
}
