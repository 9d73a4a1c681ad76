import { container } from "../styles/layout.css.ts"
import { Button } from "../ui/button.tsx"
import { Link } from "../ui/link.tsx"
import { toast } from "../ui/toast-queue.ts"
import * as styles from "./site-footer.css.ts"

export interface SiteFooterProps {
  /** The copyright year shown: the current year, or 2024 on the landing page (spec section 2). */
  readonly copyrightYear: number
}

const showPrivacyPolicy = () => toast.info("Privacy Policy", "Our privacy policy is being finalized. Coming soon!")
const showTermsOfService = () => toast.info("Terms of Service", "Our terms of service are being finalized. Coming soon!")

/** The page footer: copyright, Feedback, and the policy notices (the documents are not published yet). */
export function SiteFooter({ copyrightYear }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.row}`}>
        <p className={styles.copyright}>© {copyrightYear} Soundcheck</p>
        <nav aria-label="Footer" className={styles.links}>
          <Link href="/feedback" variant="ghost" size="small">
            Feedback
          </Link>
          <Button variant="ghost" size="small" onPress={showPrivacyPolicy}>
            Privacy Policy
          </Button>
          <Button variant="ghost" size="small" onPress={showTermsOfService}>
            Terms of Service
          </Button>
        </nav>
      </div>
    </footer>
  )
}
