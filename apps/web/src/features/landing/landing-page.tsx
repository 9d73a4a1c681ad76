/** Spec section 2, Landing (/): Loading... first, signed-in users on to /dashboard, else the hero and the blurbs. */
import { Navigate } from "react-router"
import { useAuth } from "../accounts/auth-context.ts"
import { container } from "../../styles/layout.css.ts"
import { Badge } from "../../ui/badge.tsx"
import { PageHeading } from "../../ui/heading.tsx"
import { Link } from "../../ui/link.tsx"
import { Loading } from "../../ui/loading.tsx"
import { FeatureBlurbs } from "./feature-blurbs.tsx"
import * as styles from "./landing-page.css.ts"

export function LandingPage() {
  const { user, loading } = useAuth()
  if (loading) return <Loading />
  if (user !== null) return <Navigate to="/dashboard" replace />
  return (
    <>
      <section className={styles.hero}>
        <div className={`${container} ${styles.heroInner}`}>
          <span className={styles.equalizer} aria-hidden="true">
            {[0, 1, 2, 3, 4].map((bar) => (
              <span key={bar} className={styles.equalizerBar} />
            ))}
          </span>
          <Badge>Beta</Badge>
          <PageHeading documentTitle="Soundcheck — Find Your Next Show" className={styles.title}>
            Find Your Next Show
          </PageHeading>
          <p className={styles.tagline}>Discover concerts, coordinate with friends, and never miss a beat.</p>
          <Link href="/auth" variant="primary" size="large">
            Get Started
          </Link>
        </div>
      </section>
      <FeatureBlurbs />
    </>
  )
}
