import { container } from "../../styles/layout.css.ts"
import * as styles from "./landing-page.css.ts"

interface Blurb {
  readonly title: string
  readonly text: string
  /** SVG path data of a 24x24 stroke icon. */
  readonly icon: string
}

const blurbs: ReadonlyArray<Blurb> = [
  {
    title: "Discover Shows",
    text: "Browse upcoming concerts and mark the ones you want to see.",
    icon: "M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z"
  },
  {
    title: "Connect with Friends",
    text: "See which friends, and friends of friends, are interested or already have tickets.",
    icon: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm13 10v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75"
  },
  {
    title: "Coordinate Plans",
    text: "Turn shared interest into a night out and keep ticket details in one place.",
    icon: "M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm4 12 2 2 4-4"
  }
]

/** The landing page's three feature blurbs (spec section 1). */
export function FeatureBlurbs() {
  return (
    <ul className={`${container} ${styles.blurbs}`}>
      {blurbs.map((blurb) => (
        <li key={blurb.title} className={styles.blurb}>
          <span className={styles.blurbIcon} aria-hidden="true">
            {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative, inside an aria-hidden span; the blurb's heading names it */}
            <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d={blurb.icon} />
            </svg>
          </span>
          <h2 className={styles.blurbTitle}>{blurb.title}</h2>
          <p className={styles.blurbText}>{blurb.text}</p>
        </li>
      ))}
    </ul>
  )
}
