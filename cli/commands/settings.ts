/** soundcheck settings: instance-wide settings such as the registration mode and each city's time zone. */
import { type Command, InvalidArgumentError } from "commander"
import { getRegistrationMode, setRegistrationMode } from "../../domain/accounts/admin.ts"
import type { RegistrationMode } from "../../domain/accounts/contract.ts"
import { listCityTimeZones, setCityTimeZone } from "../../domain/curation/manage-concerts.ts"
import { type CliContext, CliRefusal } from "../context.ts"
import { printJson } from "../output.ts"
import { runUseCase } from "../run-use-case.ts"

const modeArg = (value: string): RegistrationMode => {
  if (value !== "open" && value !== "invite-only") throw new InvalidArgumentError("expected open or invite-only")
  return value
}

export const settingsCommands = (program: Command, context: CliContext) => {
  const settings = program.command("settings").description("Instance-wide settings.")

  settings
    .command("registration")
    .description("Show the registration mode, or set it: open (anyone signs up) or invite-only.")
    .argument("[mode]", "open or invite-only", modeArg)
    .option("--json", "print { mode }")
    .action(async (mode: RegistrationMode | undefined, options: { json?: boolean }) => {
      if (mode === undefined) {
        const current = await runUseCase(context, getRegistrationMode)
        if (options.json) return printJson(context, { mode: current })
        context.out(`Registration is ${current}.\n`)
        return
      }
      await runUseCase(context, setRegistrationMode({ kind: "cli" }, mode))
      if (options.json) return printJson(context, { mode })
      context.out(`Registration is now ${mode}.\n`)
    })

  settings
    .command("city-zone")
    .description(
      "List the cities' time zones; show one city's; or set it (an IANA name such as Europe/Paris; --clear for the server's). A city's concerts with a time move to its zone."
    )
    .argument("[city]", "the city (any letter case)")
    .argument("[zone]", "the IANA time zone")
    .option("--clear", "clear the city's zone: the server's applies")
    .option("--json", "print { defaultTimeZone, cities: [{ city, timeZone }] }")
    .action(async (city: string | undefined, zone: string | undefined, options: { clear?: boolean; json?: boolean }) => {
      if (city !== undefined && (zone !== undefined || options.clear === true)) {
        if (zone !== undefined && options.clear === true) throw new CliRefusal("give a zone or --clear, not both")
        const set = await runUseCase(context, setCityTimeZone({ kind: "cli" }, city, zone ?? null))
        if (!options.json) {
          const moved = set.concertsMoved === 1 ? "1 concert moved" : `${set.concertsMoved} concerts moved`
          context.out(`${set.city}: ${set.timeZone ?? "the server's time zone"} (${moved}).\n`)
          return
        }
      }
      const zones = await runUseCase(context, listCityTimeZones({ kind: "cli" }))
      const shown = city === undefined ? zones.cities : zones.cities.filter((c) => c.city.toLowerCase() === city.trim().toLowerCase())
      if (options.json) return printJson(context, { defaultTimeZone: zones.defaultTimeZone, cities: shown })
      if (city !== undefined) {
        context.out(`${city.trim()}: ${shown[0]?.timeZone ?? `${zones.defaultTimeZone} (the server's)`}\n`)
        return
      }
      for (const c of shown) context.out(`${c.city}  ${c.timeZone}\n`)
      context.out(`Every other city: ${zones.defaultTimeZone} (the server's)\n`)
    })
}
