import type { KeyboardEvent, Ref } from "react"
import { ComboBox as AriaComboBox, Collection, Header, Input, Label, ListBox, ListBoxItem, ListBoxSection, Popover } from "react-aria-components"
import * as styles from "./combo-box.css.ts"
import { visuallyHidden } from "./skeleton.css.ts"

/** One option: a link to where choosing it leads. */
export interface ComboBoxOption {
  readonly id: string
  readonly label: string
  readonly href: string
}

/** A group of options under its heading ("Artists"), announced as a group when the focus enters it. */
export interface ComboBoxGroup {
  readonly id: string
  readonly title: string
  readonly options: ReadonlyArray<ComboBoxOption>
}

export interface ComboBoxProps {
  /** The label; it also names the input. */
  readonly label: string
  /** Keep the label for screen readers only (a search field in the header). */
  readonly hideLabel?: boolean
  readonly placeholder?: string
  /** What is typed (controlled). */
  readonly inputValue: string
  readonly onInputChange: (value: string) => void
  /** The options, already chosen by the caller (the combo box does not filter them). */
  readonly groups: ReadonlyArray<ComboBoxGroup>
  /** Enter with no option focused: act on the words as typed. */
  readonly onSubmit: (value: string) => void
  /** Shown in the open popover while there is no option ("No suggestions"). */
  readonly emptyText: string
  /** Said politely to screen readers while the popover is open, when it changes ("5 suggestions"); null says nothing. */
  readonly announcement: string | null
  readonly maxLength?: number
  readonly inputRef?: Ref<HTMLInputElement>
}

/**
 * A react-aria ComboBox whose options are links, in groups with headings: typing opens the popover, the arrow keys
 * move through the options (the input keeps focus; the option is its active descendant), Enter or a click follows
 * the focused option, Enter with none focused submits the words, Escape closes the popover.
 */
export function ComboBox({
  label,
  hideLabel = false,
  placeholder,
  inputValue,
  onInputChange,
  groups,
  onSubmit,
  emptyText,
  announcement,
  maxLength,
  inputRef
}: ComboBoxProps) {
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    // An option under the arrow keys is the input's active descendant: Enter follows it (react-aria does).
    if (event.key !== "Enter" || event.nativeEvent.isComposing || event.currentTarget.hasAttribute("aria-activedescendant")) return
    event.preventDefault()
    onSubmit(inputValue)
  }
  return (
    <AriaComboBox
      items={groups}
      inputValue={inputValue}
      onInputChange={onInputChange}
      allowsCustomValue
      allowsEmptyCollection
      aria-label={hideLabel ? label : undefined}
      className={styles.root}
    >
      {!hideLabel && <Label>{label}</Label>}
      <Input ref={inputRef} type="search" placeholder={placeholder} maxLength={maxLength} onKeyDown={submitOnEnter} className={styles.input} />
      <Popover placement="bottom start" className={styles.popover}>
        {/* In the popover: while it is open react-aria hides everything else from screen readers, live regions included. */}
        <span role="status" className={visuallyHidden}>
          {announcement ?? ""}
        </span>
        <ListBox<ComboBoxGroup> className={styles.listBox} renderEmptyState={() => <p className={styles.empty}>{emptyText}</p>}>
          {(group) => (
            <ListBoxSection id={group.id} className={styles.section}>
              <Header className={styles.sectionHeader}>{group.title}</Header>
              <Collection items={group.options}>
                {(option) => (
                  <ListBoxItem id={option.id} href={option.href} textValue={option.label} className={styles.option}>
                    {option.label}
                  </ListBoxItem>
                )}
              </Collection>
            </ListBoxSection>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  )
}
