/** `value` once it has stayed the same for `delayMs`: what a request as-you-type should be sent with. */
import { useEffect, useState } from "react"

export const useDebouncedValue = <T>(value: T, delayMs: number): T => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
