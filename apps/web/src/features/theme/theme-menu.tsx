/** The header's theme switch: a menu of System, Light and Dark (one checked), remembered across visits. */
import type { Key } from "react-aria-components"
import { Button } from "../../ui/button.tsx"
import { Menu, MenuItem, MenuTrigger } from "../../ui/menu.tsx"
import * as styles from "./theme-menu.css.ts"
import { setThemePreference, useThemePreference, type ThemePreference } from "./theme-preference.ts"

const Icon = ({ path }: { readonly path: string }) => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={path} />
  </svg>
)

const choices: ReadonlyArray<{ readonly id: ThemePreference; readonly label: string; readonly icon: string }> = [
  { id: "system", label: "System", icon: "M3 4h18v12H3zM8 20h8M12 16v4" },
  {
    id: "light",
    label: "Light",
    icon: "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
  },
  { id: "dark", label: "Dark", icon: "M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" }
]

const isPreference = (key: Key): key is ThemePreference => choices.some((choice) => choice.id === key)

export function ThemeMenu() {
  const preference = useThemePreference()
  const current = choices.find((choice) => choice.id === preference) ?? choices[0]!
  return (
    <MenuTrigger>
      <Button variant="ghost" size="icon" aria-label={`Theme: ${current.label}`}>
        <Icon path={current.icon} />
      </Button>
      <Menu
        aria-label="Theme"
        selectionMode="single"
        selectedKeys={[preference]}
        disallowEmptySelection
        onSelectionChange={(keys) => {
          const [key] = keys === "all" ? [] : [...keys]
          if (key !== undefined && isPreference(key)) setThemePreference(key)
        }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.id} id={choice.id} textValue={choice.label}>
            {({ isSelected }) => (
              <>
                <Icon path={choice.icon} />
                <span className={styles.label}>{choice.label}</span>
                <span className={styles.check} aria-hidden="true">
                  {isSelected ? "✓" : ""}
                </span>
              </>
            )}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  )
}
