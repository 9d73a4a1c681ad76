/**
 * The `test` and `expect` every journey imports: Playwright's, with the base URL of the server that belongs
 * to the worker running the test (each worker drives its own server on its own database).
 */
export { expect, test } from "@playwright/test"
