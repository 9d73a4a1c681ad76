/** Add Friends: the e-mail search box; finds the one user with exactly that address. */
import { MAX_EMAIL_LENGTH } from "../../../../../domain/kernel/caps.ts"
import { useState, type FormEvent } from "react"
import { Button } from "../../ui/button.tsx"
import { Form } from "../../ui/form.tsx"
import { Loading } from "../../ui/loading.tsx"
import { TextField } from "../../ui/text-field.tsx"
import { useSearchUsers } from "./api/search-users.ts"
import { failureMessage } from "./failure.ts"
import * as styles from "./friends.css.ts"
import { SearchResult } from "./search-result.tsx"

export function UserSearch() {
  const [email, setEmail] = useState("")
  const [searched, setSearched] = useState("")
  const search = useSearchUsers(searched)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSearched(email.trim())
  }

  return (
    <>
      <Form onSubmit={submit} role="search" aria-label="Find people by email">
        <div className={styles.searchForm}>
          <div className={styles.grow}>
            <TextField label="Search by email" name="search" type="email" maxLength={MAX_EMAIL_LENGTH} autoComplete="off" value={email} onChange={setEmail} />
          </div>
          <Button type="submit" variant="secondary" isDisabled={email.trim() === ""}>
            Search
          </Button>
        </div>
      </Form>
      <div aria-live="polite">
        {searched !== "" && search.isPending && <Loading />}
        {search.isError && <p role="alert">Failed to search for user. {failureMessage(search.error)}</p>}
        {search.data !== undefined &&
          (search.data.user === null ? (
            <p>No user found with that email address.</p>
          ) : (
            <ul className={styles.list} aria-label="Search result">
              <SearchResult user={search.data.user} />
            </ul>
          ))}
      </div>
    </>
  )
}
