/** soundcheck settings: instance-wide settings such as the registration mode. */
import { type Command, InvalidArgumentError } from "commander"
import { getRegistrationMode, setRegistrationMode } from "../../domain/accounts/admin.ts"
import type { RegistrationMode } from "../../domain/accounts/contract.ts"
import type { CliContext } from "../context.ts"
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
}
