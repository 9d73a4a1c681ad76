/** The signed-in navigation as a menu, for screens under 768 px (spec section 2). */
import { Button } from "../ui/button.tsx"
import { Menu, MenuItem, MenuTrigger } from "../ui/menu.tsx"
import { navSections } from "./nav-sections.ts"

export function MainNavMenu() {
  return (
    <MenuTrigger>
      <Button variant="secondary" size="small">
        Menu
      </Button>
      <Menu aria-label="Main">
        {navSections.map((section) => (
          <MenuItem key={section.href} id={section.href} href={section.href}>
            {section.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  )
}
