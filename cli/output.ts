/**
 * How the CLI writes. What it writes to a terminal carries no control characters from user-written text: an artist, a
 * display name or a feedback text with ESC sequences could otherwise recolour, retitle or rewrite the admin's
 * terminal. Line feeds and tabs stay (the CLI's own layout); a carriage return stays only where a chunk
 * starts with it (the progress bar redrawing its line).
 */
import type { CliContext } from "./context.ts"

// C0 controls but tab and line feed, DEL, C1 controls, bidi overrides and isolates, line and paragraph separators.
const unsafe = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g

export const terminalSafe = (text: string): string => (text.startsWith("\r") ? `\r${text.slice(1).replace(unsafe, "")}` : text.replace(unsafe, ""))

/** JSON for the terminal: the exact values, with every character terminalSafe would drop written as a \u escape. */
const jsonForTerminal = (value: unknown): string =>
  `${JSON.stringify(value, null, 2).replace(unsafe, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`)}\n`

export const printJson = (context: CliContext, value: unknown) => context.out(jsonForTerminal(value))
