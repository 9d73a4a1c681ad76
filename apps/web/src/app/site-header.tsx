import { useAuth } from "../features/accounts/auth-context.ts"
import { container } from "../styles/layout.css.ts"
import { Link } from "../ui/link.tsx"
import { AccountMenu, ConcertSearchBox, NotificationBell, ThemeMenu } from "./header-menus-lazy.tsx"
import { MainNav } from "./main-nav.tsx"
import * as styles from "./site-header.css.ts"

/**
 * The top bar: the product's name, the theme switch; signed in, the concert search (a row of its own on narrow
 * screens), the navigation, the notifications bell and the avatar menu; signed out, Sign In.
 */
export function SiteHeader() {
  const { user, loading } = useAuth()
  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.bar}`}>
        <Link href="/" variant="subtle" aria-label="Soundcheck home">
          <span className={styles.brand}>
            <span className={styles.logo} aria-hidden="true">
              <span className={styles.logoBar} />
              <span className={styles.logoBar} />
              <span className={styles.logoBar} />
            </span>
            <span className={styles.brandName}>Soundcheck</span>
          </span>
        </Link>
        {user !== null && (
          <search className={styles.search}>
            <ConcertSearchBox />
          </search>
        )}
        {user !== null && (
          <div className={styles.actions}>
            <MainNav />
            <NotificationBell />
            <ThemeMenu />
            <AccountMenu user={user} />
          </div>
        )}
        {user === null && !loading && (
          <div className={styles.actions}>
            <ThemeMenu />
            <nav aria-label="Account">
              <Link href="/auth" variant="secondary" size="small">
                Sign In
              </Link>
            </nav>
          </div>
        )}
      </div>
    </header>
  )
}
