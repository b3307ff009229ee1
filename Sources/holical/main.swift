import HolicalCLI

HolicalCommand.main()
