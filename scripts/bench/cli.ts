/** The command line's `--flag value` options and bare `--switch`es (the bench's trace scripts). */
export function cliFlags(argv: string[] = process.argv.slice(2)) {
  return {
    get(flag: string): string | undefined {
      const i = argv.indexOf(flag)
      return i >= 0 ? argv[i + 1] : undefined
    },
    has: (flag: string) => argv.includes(flag),
  }
}
