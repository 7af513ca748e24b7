// The command line as the parser should read it. A flag's value may start with "-": a token is base64url (one in 64
// starts with "-"), a password may too. Read as it is, `--token -Ab3` is a flag with no value and three unknown short
// flags; `--token=-Ab3` is what the person meant. So an argument of two or more characters after one "-" that follows
// a long flag without "=" is that flag's value. The only short flags are -h and -v, one letter each, and no command
// takes an operand starting with "-"; everything after "--" is left as it is.
export function withDashValues(args: readonly string[]): string[] {
  const read: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? "";
    if (arg === "--") return [...read, ...args.slice(index)];
    const next = args[index + 1];
    if (/^--[^=]+$/.test(arg) && next !== undefined && /^-[^-]./.test(next)) {
      read.push(`${arg}=${next}`);
      index++;
    } else read.push(arg);
  }
  return read;
}
