import * as styles from "./avatar.css.ts"

export interface AvatarProps {
  /** One or two letters. */
  readonly initials: string
  /** Default `small` (menus); `large` on profiles. */
  readonly size?: keyof typeof styles.size
}

/** A round badge of initials. Decorative: the name it stands for is always written next to it or in a label. */
export function Avatar({ initials, size = "small" }: AvatarProps) {
  return (
    <span aria-hidden="true" className={styles.size[size]}>
      {initials}
    </span>
  )
}
