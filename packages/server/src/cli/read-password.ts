/** Reads a line typed at the terminal without showing it (raw mode; Backspace works, Ctrl-C stops). */
function promptHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  return new Promise((resolve, reject) => {
    let text = '';
    const finish = (outcome: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      outcome();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish(() => resolve(text));
        if (ch === '\u0003' || ch === '\u0004')
          return finish(() => reject(new Error('Cancelled.')));
        text = ch === '\u007f' || ch === '\b' ? text.slice(0, -1) : text + ch;
      }
    };
    stderr.write(question);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** The first line of standard input (a pipe or a file). */
async function firstLineOfStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/**
 * A new password for a command: STAFF_PASSWORD when set; else typed twice at the terminal
 * without echo; else the first line of standard input. Never generated, never printed.
 */
export async function readNewPassword(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.STAFF_PASSWORD) return env.STAFF_PASSWORD;
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const password = await promptHidden('Password: ');
  if ((await promptHidden('Password again: ')) !== password)
    throw new Error('The passwords do not match.');
  return password;
}
