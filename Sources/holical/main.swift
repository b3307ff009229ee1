import HolicalCLI

HolicalCommand.runAndExit()
