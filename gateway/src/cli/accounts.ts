import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { IDENTITY_DATABASE_FILE, openIdentityDatabase } from '../identity/database';
import { IdentityRepository } from '../identity/repository';
import { openSetDatabase, SETS_DATABASE_FILE } from '../apis/set/set-database';
import { SetRepository } from '../apis/set/set-repository';

const USAGE = `Usage: npm run accounts -- [--data-dir DIR] list
       npm run accounts -- [--data-dir DIR] delete <e-mail or user name>

The accounts of the portal's identity server (identity.sqlite in GATEWAY_DATA_DIR, default
<repo>/.var/gateway). "list" prints one account per line: user name, e-mail, created (UTC).
"delete" removes an account, ends its sessions at once and deletes its likes and galleries
(sets.sqlite), for example when its owner asks for erasure (GDPR art. 17); it cannot be undone.

Exit status: 0 done, 1 no such account, 2 usage error (or no identity database there).`;

export interface AccountsOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Runs the command; returns the exit status (see USAGE). */
export function run(args: readonly string[], env: NodeJS.ProcessEnv, io: AccountsOutput): number {
  const rest = [...args];
  let dataDir = loadConfig(env).dataDir;
  if (rest[0] === '--data-dir') {
    if (!rest[1]) return usage(io, '--data-dir needs a directory');
    dataDir = path.resolve(rest[1]);
    rest.splice(0, 2);
  }
  const [command, login, ...extra] = rest;
  if (command === 'list' ? login !== undefined : command !== 'delete' || !login || extra.length)
    return usage(io, command ? `unknown or incomplete command: ${rest.join(' ')}` : undefined);
  // Never create an empty database (and a key) where the operator mistyped the directory.
  if (!fs.existsSync(path.join(dataDir, IDENTITY_DATABASE_FILE))) {
    io.err(`No identity database in ${dataDir}: no account was ever created there.`);
    return 2;
  }
  const db = openIdentityDatabase(dataDir);
  try {
    const accounts = new IdentityRepository(db);
    if (command === 'list') {
      for (const user of accounts.listUsers())
        io.out(`${user.username}\t${user.email}\t${new Date(user.createdAt).toISOString()}`);
      return 0;
    }
    const user = accounts.userByLogin(login!);
    if (!user) {
      io.err(`No account with the user name or e-mail "${login}".`);
      return 1;
    }
    // The sets first: should that fail, the account is still there to delete again.
    const sets = deleteSetsOf(dataDir, user.id);
    accounts.deleteUser(user.id);
    io.out(
      `Deleted the account ${user.username} (${user.email}), ended its sessions and deleted its ${sets} ${sets === 1 ? 'set' : 'sets'} (likes, galleries).`,
    );
    return 0;
  } finally {
    db.close();
  }
}

/** Deletes a user's likes folder and galleries; none when no set was ever stored there. */
function deleteSetsOf(dataDir: string, userId: string): number {
  if (!fs.existsSync(path.join(dataDir, SETS_DATABASE_FILE))) return 0;
  const repository = new SetRepository(openSetDatabase(dataDir));
  try {
    return repository.deleteAllOf(userId);
  } finally {
    repository.close();
  }
}

function usage(io: AccountsOutput, problem?: string): number {
  if (problem) io.err(problem);
  io.err(USAGE);
  return 2;
}

if (require.main === module) {
  process.exitCode = run(process.argv.slice(2), process.env, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
}
