/**
 * The pseudonym of a purged account (AccountPurge `pseudonymOf`, issue #30): a name-based version-3 UUID (RFC 9562:
 * MD5 of a fixed namespace and the id), so every adapter and every run derive the same one from the same id, and it
 * never equals an account's id (those are version 4).
 */
import { createHash } from "node:crypto"

/** Soundcheck's namespace for purged accounts: fixed for good, or the audit log's pseudonyms would stop matching. */
const NAMESPACE = Buffer.from("5d1b7f3e9c2a4e68b0f4a7c6d2e1f930", "hex")

export const pseudonymOf = (userId: string): string => {
  const bytes = createHash("md5").update(NAMESPACE).update(userId.toLowerCase()).digest()
  bytes[6] = (bytes[6]! & 0x0f) | 0x30
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = bytes.toString("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
