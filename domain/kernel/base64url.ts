/** base64url without padding, for opaque page cursors; decoding answers undefined for what is not base64. */
export const toBase64Url = (text: string): string =>
  btoa(text)
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/={1,2}$/, "")

export const fromBase64Url = (text: string): string | undefined => {
  try {
    return atob(text.replaceAll("-", "+").replaceAll("_", "/"))
  } catch {
    return undefined
  }
}
