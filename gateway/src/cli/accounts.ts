import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { LIFETIMES } from '../identity/constants';
import { IDENTITY_DATABASE_FILE, openIdentityDatabase } from '../identity/database';
import { IdentityRepository } from '../identity/repository';
import { openSetDatabase, SETS_DATABASE_FILE } from '../apis/set/set-database';
import { SetRepository } from '../apis/set/set-repository';

/** The client roles an operator may give (Keycloak client `usersets` or `entities`, role). */
export const GRANTABLE_ROLES = ['usersets:editor', 'usersets:publisher', 'entities:editor'];

const USAGE = `Usage: npm run accounts -- [--data-dir DIR] list
       npm run accounts -- [--data-dir DIR] delete <e-mail or user name>
       npm run accounts -- [--data-dir DIR] grant|revoke <e-mail or user name> <role>

The accounts of the portal's identity server (identity.sqlite in GATEWAY_DATA_DIR, default
<repo>/.var/gateway). "list" prints one account per line: user name, e-mail, created (UTC),
roles. "delete" removes an account, ends its sessions at once and deletes its likes and
galleries (sets.sqlite), for example when its owner asks for erasure (GDPR art. 17); it cannot
be undone. "grant" and "revoke" give or take a role: ${GRANTABLE_ROLES.join(', ')}
(usersets:editor or usersets:publisher publishes and unpublishes galleries). A role reaches the
user's tokens at their next sign-in or token refresh, within ${LIFETIMES.accessToken / 60_000} minutes.

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
  const arity: Record<string, number> = { list: 0, delete: 1, grant: 2, revoke: 2 };
  if (command === undefined || arity[command] !== (login === undefined ? 0 : 1 + extra.length))
    return usage(io, command ? `unknown or incomplete command: ${rest.join(' ')}` : undefined);
  const role = extra[0];
  if (role !== undefined && !GRANTABLE_ROLES.includes(role))
    return usage(io, `unknown role "${role}": one of ${GRANTABLE_ROLES.join(', ')}`);
  // Never create an empty database (and a key) where the operator mistyped the directory.
  if (!fs.existsSync(path.join(dataDir, IDENTITY_DATABASE_FILE))) {
    io.err(`No identity database in ${dataDir}: no account was ever created there.`);
    return 2;
  }
  const db = openIdentityDatabase(dataDir);
  try {
    const accounts = new IdentityRepository(db);
    if (command === 'list') {
      for (const { id, username, email, createdAt } of accounts.listUsers()) {
        const roles = rolesOf(accounts.userById(id)?.clientRoles ?? {});
        io.out(`${username}\t${email}\t${new Date(createdAt).toISOString()}\t${roles.join(' ')}`);
      }
      return 0;
    }
    const user = accounts.userByLogin(login!);
    if (!user) {
      io.err(`No account with the user name or e-mail "${login}".`);
      return 1;
    }
    if (role !== undefined) {
      const roles = new Set(rolesOf(user.clientRoles));
      if (command === 'grant') roles.add(role);
      else roles.delete(role);
      accounts.setClientRoles(user.id, clientRolesOf([...roles]));
      const now = [...roles].sort();
      io.out(
        `${user.username} now has ${now.length ? `the roles ${now.join(', ')}` : 'no role'}: from their next sign-in or token refresh.`,
      );
      return 0;
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

/** `{ usersets: ['editor'] }` as `['usersets:editor']`. */
function rolesOf(clientRoles: Record<string, string[]>): string[] {
  return Object.entries(clientRoles)
    .flatMap(([client, roles]) => roles.map((role) => `${client}:${role}`))
    .sort();
}

function clientRolesOf(roles: readonly string[]): Record<string, string[]> {
  const clientRoles: Record<string, string[]> = {};
  for (const entry of roles) {
    const [client, role] = entry.split(':') as [string, string];
    (clientRoles[client] ??= []).push(role);
  }
  return clientRoles;
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
