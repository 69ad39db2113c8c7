import { userInfo } from 'node:os';
import { createInterface } from 'node:readline';
import { isOperatorRole } from '../../domain/operator';
import type { Actor } from '../features/audit/audit.repository';
import type { OperatorProblem, OperatorService } from '../features/operators/operators.service';
import type { WithShop } from './shop';

export const OPERATORS_USAGE = 'usage: npm run operators -- add <email> <owner|support> | list | remove <email> | reset <email>   (add and reset read the password from standard input)';

const PROBLEMS: Record<OperatorProblem, string> = {
  invalidEmail: 'that is not an email address',
  tooShort: 'the password needs at least 12 characters',
  tooLong: 'the password may have at most 256 characters',
  emailTaken: 'an operator with this email already exists',
  unknown: 'there is no operator with this email',
  lastOwner: 'the shop needs at least one owner: add another owner first',
};

/** Who runs the command line, as the audit log names them. */
export function commandLineActor(): Actor {
  let user = 'unknown';
  try {
    user = userInfo().username;
  } catch {
    // No user name on this system: the audit row says "cli:unknown".
  }
  return { operatorId: null, email: `cli:${user}` };
}

/**
 * One line from standard input: piped (`echo … | npm run operators -- add …`) or typed at a
 * prompt, where it is not echoed.
 */
export function readPasswordLine(input: NodeJS.ReadStream = process.stdin, prompt = 'Password: '): Promise<string> {
  return new Promise((resolve) => {
    const tty = input.isTTY === true;
    const rl = createInterface({ input, output: tty ? process.stderr : undefined, terminal: tty });
    if (tty) {
      process.stderr.write(prompt);
      // Nothing typed is shown.
      (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => undefined;
    }
    let answered = false;
    rl.once('line', (line) => {
      answered = true;
      if (tty) process.stderr.write('\n');
      rl.close();
      resolve(line.replace(/\r$/, ''));
    });
    rl.once('close', () => {
      if (!answered) resolve('');
    });
  });
}

export interface OperatorsCommandIo {
  readPassword: () => Promise<string>;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** `npm run operators -- ...`: the operators of the back office, from a terminal. */
export async function runOperatorsCommand(args: string[], operators: OperatorService, io: OperatorsCommandIo, actor: Actor = commandLineActor()): Promise<number> {
  const [action, email, role] = args;
  if (action === 'list' && args.length === 1) {
    const list = await operators.list();
    for (const operator of list) io.out(`${operator.email}  ${operator.role}  since ${operator.createdAt}`);
    io.out(`${list.length} operator${list.length === 1 ? '' : 's'}`);
    return 0;
  }
  if (action === 'add' && email && role && args.length === 3) {
    if (!isOperatorRole(role)) {
      io.err(`the role is owner or support, not ${role}\n${OPERATORS_USAGE}`);
      return 2;
    }
    const result = await operators.add(email, role, await io.readPassword(), actor);
    if (!result.ok) return refused(io, result.problem);
    io.out(`added ${result.operator.email} (${result.operator.role}): sign in at /admin`);
    return 0;
  }
  if (action === 'remove' && email && args.length === 2) {
    const result = await operators.remove(email, actor);
    if (!result.ok) return refused(io, result.problem);
    io.out(`removed ${result.operator.email}`);
    return 0;
  }
  if (action === 'reset' && email && args.length === 2) {
    const result = await operators.resetPassword(email, await io.readPassword(), actor);
    if (!result.ok) return refused(io, result.problem);
    io.out(`new password for ${result.operator.email}; their sessions have ended`);
    return 0;
  }
  io.err(OPERATORS_USAGE);
  return 2;
}

function refused(io: OperatorsCommandIo, problem: OperatorProblem): number {
  io.err(`refused: ${PROBLEMS[problem]}`);
  return 1;
}

/** The command as `npm run operators -- ...` runs it: against the shop's database, the password from standard input. */
export function operators(withShop: WithShop, args: string[]): Promise<number> {
  const io: OperatorsCommandIo = { readPassword: () => readPasswordLine(), out: (line) => console.log(line), err: (line) => console.error(line) };
  return withShop(({ services }) => runOperatorsCommand(args, services.operators(), io));
}
