import { createHash } from 'node:crypto';
import { adminTitles, foldForSearch, menuActions, ROLE_IDS } from '@portal/contracts';
import fc from 'fast-check';
import { issueAccessToken } from '../src/auth/access-tokens.ts';
import { insertRoleMenu } from '../src/db/repositories/permissions.ts';
import { insertRole } from '../src/db/repositories/roles.ts';
import { insertUser } from '../src/db/repositories/users.ts';
import { isoNow } from '../src/lib/time.ts';
import { adminAccount, relaxThrottle, uniqueEmail } from './helpers/accounts.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

/**
 * The invariant of PRODUCT.md "Delegated administration", checked on random worlds: an
 * Administrador sets up roles, grants and accounts; then a coalition of delegated accounts makes
 * random sequences of admin calls — and signs in as every account whose password it managed to
 * set, and goes on as it too. After every step:
 * - the admin-area privileges (each item held, and each flag on it) of the accounts the coalition
 *   controls are a subset of what its members held at the start;
 * - no account the coalition does not control, whose role held an admin item before the step,
 *   had its password or e-mail changed by the step;
 * - the Administrador role keeps its name, no other role reads like it, and the roles beyond
 *   every member keep theirs;
 * - no call answered 5xx.
 *
 * The invariant is computed here from the database, not by the model under test
 * (services/privilege-rules.ts). Password hashing is swapped for SHA-256 in this suite only:
 * argon2 would spend ~40 ms a sign-in and the property is about who may do what, not hashing.
 *
 * PRIVILEGE_RUNS / PRIVILEGE_RUNS_PG: sequences per dialect (default 2,000 on SQLite, 300 on
 * PostgreSQL); PRIVILEGE_SEED replays a run.
 */
const runs = { sqlite: Number(process.env.PRIVILEGE_RUNS ?? 2000), postgres: Number(process.env.PRIVILEGE_RUNS_PG ?? 300) };
const seed = process.env.PRIVILEGE_SEED ? Number(process.env.PRIVILEGE_SEED) : undefined;

type Flags = Record<(typeof menuActions)[number], boolean>;
type AdminTitle = (typeof adminTitles)[number];

const cheapHash = (password: string) => `test-sha256$${createHash('sha256').update(password).digest('hex')}`;

/** The admin-area privileges of some roles' menu rows, as tokens: `item` for membership, `item:flag` per flag. */
function privilegeTokens(rows: Array<{ title: string; c: number; u: number; d: number; x: number }>): Set<string> {
  const tokens = new Set<string>();
  for (const row of rows) {
    if (!(adminTitles as readonly string[]).includes(row.title)) continue;
    tokens.add(row.title);
    for (const action of menuActions) if (row[action]) tokens.add(`${row.title}:${action}`);
  }
  return tokens;
}

const roleNamePool = ['Administrador', 'administrador', 'ADMINISTRADÓR', ' Administrador ', 'Invitado', 'Soporte', 'Empresa'];

describe.each(testDialects())('the delegated-administration invariant on %s', (dialect) => {
  let testApp: TestApp;
  let seededAdmin: number;
  let adminMenuIds: Map<AdminTitle, number>;
  let otherMenuIds: number[];
  let worlds = 0;
  /** Answers by status and call, for the closing line: the sequences must reach successes, not only refusals. */
  const answers = new Map<string, number>();

  /** A fresh app on a fresh database: the worlds share one until it holds `worldsPerDatabase` of them. */
  async function freshApp() {
    await testApp?.close();
    testApp = await startTestApp({ dialect, configure: relaxThrottle });
    const { passwords } = testApp.app;
    passwords.hash = (password) => Promise.resolve(cheapHash(password));
    passwords.verify = (hash, password) => Promise.resolve(hash === cheapHash(password));
    seededAdmin = (await adminAccount(testApp.app)).id;
    const menus = await testApp.app.db.selectFrom('menus').select(['id', 'title']).execute();
    adminMenuIds = new Map(
      menus.filter((m) => (adminTitles as readonly string[]).includes(m.title)).map((m) => [m.title as AdminTitle, m.id]),
    );
    otherMenuIds = menus.filter((m) => ['offers', 'main_courses', 'users'].includes(m.title)).map((m) => m.id);
  }
  // Thousands of worlds in one database make each step's queries slower and slower (500 s for
  // 2,000 sequences instead of ~60): every few hundred, the next world starts on a new one.
  const worldsPerDatabase = 200;

  beforeAll(freshApp);

  afterAll(async () => {
    await testApp?.close();
  });

  const db = () => testApp.app.db;

  /** One world: roles with random admin grants, accounts in each, and who starts in the coalition. */
  interface World {
    id: number;
    roles: number[];
    /** The accounts of the roles below the random ones: the likeliest targets of a delegate's calls. */
    below: number[];
    /** The roles no member's role is within at the start (the powerful one, role 1): their names stay. */
    beyondRoles: Map<number, string>;
    accounts: number[];
    menus: number[];
    /** Accounts the coalition controls: its members, and those it created or whose password or e-mail it set. */
    controlled: Set<number>;
    passwords: Map<number, string>;
    callers: Map<number, ApiCaller>;
    start: Set<string>;
    steps: number;
  }

  // Flags are on more often than not, so that the coalition's calls pass the routes' guards and reach the rules.
  const flagArb = fc.integer({ min: 0, max: 9 }).map((n) => n < 7);
  const noFlags: Flags = { c: false, u: false, d: false, x: false };
  // A grant with every flag off (membership alone) is drawn often: it is a privilege too.
  const flagsArb: fc.Arbitrary<Flags> = fc.oneof(
    { arbitrary: fc.constant(noFlags), weight: 1 },
    { arbitrary: fc.record({ c: flagArb, u: flagArb, d: flagArb, x: flagArb }), weight: 3 },
  );
  const grantsArb = fc.dictionary(fc.constantFrom(...adminTitles), flagsArb, { minKeys: 1, maxKeys: 5 });
  /**
   * Beside each random role, one below it: some of its items with some of their flags (within
   * it), and maybe one more item it does not hold, with no flag (within it by flags alone).
   */
  const belowArb = fc.record({
    keep: fc.array(fc.boolean(), { minLength: adminTitles.length * 5, maxLength: adminTitles.length * 5 }),
    extra: fc.option(fc.constantFrom(...adminTitles)),
  });
  const worldArb = fc.record({
    roles: fc.array(grantsArb, { minLength: 2, maxLength: 4 }),
    below: fc.array(belowArb, { minLength: 4, maxLength: 4 }),
    members: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    /** Whether the account of the role below each random role starts in the coalition too. */
    belowMembers: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  });
  type WorldSpec = typeof worldArb extends fc.Arbitrary<infer T> ? T : never;

  function belowOf(grants: Partial<Record<AdminTitle, Flags>>, below: WorldSpec['below'][number]): Partial<Record<AdminTitle, Flags>> {
    const kept = adminTitles.flatMap((title, index) => {
      const flags = grants[title];
      if (!flags || !below.keep[index * 5]) return [];
      const subset = Object.fromEntries(menuActions.map((action, a) => [action, flags[action] && below.keep[index * 5 + 1 + a]!]));
      return [[title, subset as Flags] as const];
    });
    const extra = below.extra !== null && !grants[below.extra] ? [[below.extra, noFlags] as const] : [];
    return Object.fromEntries([...kept, ...extra]);
  }

  async function controlledPrivileges(world: World): Promise<Set<string>> {
    const roles = await db()
      .selectFrom('users')
      .select('role_id')
      .where('id_us', 'in', [...world.controlled])
      .execute();
    const roleIds = [...new Set(roles.map((row) => row.role_id))];
    if (roleIds.length === 0) return new Set();
    const rows = await db()
      .selectFrom('role_menus')
      .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
      .select(['menus.title', 'role_menus.c', 'role_menus.u', 'role_menus.d', 'role_menus.x'])
      .where('role_menus.role_id', 'in', roleIds)
      .execute();
    return privilegeTokens(rows);
  }

  async function buildWorld(spec: WorldSpec): Promise<World> {
    if (worlds > 0 && worlds % worldsPerDatabase === 0) await freshApp();
    worlds += 1;
    const now = isoNow();
    const everything = Object.fromEntries(adminTitles.map((title) => [title, { c: true, u: true, d: true, x: true }]));
    const belowRoles = spec.roles.map((grants, index) => belowOf(grants, spec.below[index]!));
    const grantsOf = [...spec.roles, everything, ...belowRoles];
    const roles: number[] = [];
    for (const [index, grants] of grantsOf.entries()) {
      const roleId = await insertRole(db(), `Mundo ${dialect} ${worlds}.${index}`, now);
      for (const [title, flags] of Object.entries(grants)) {
        const b = (value: boolean) => (value ? 1 : 0);
        await insertRoleMenu(db(), {
          role_id: roleId,
          menu_id: adminMenuIds.get(title as AdminTitle)!,
          c: b(flags.c),
          u: b(flags.u),
          d: b(flags.d),
          x: b(flags.x),
        });
      }
      roles.push(roleId);
    }
    // Two accounts of each random role and the powerful one, one of each role below; a student, a company, an Administrador.
    const upper = roles.slice(0, spec.roles.length + 1);
    const accountRoles = [
      ...upper.flatMap((role) => [role, role]),
      ...roles.slice(spec.roles.length + 1),
      ROLE_IDS.student,
      ROLE_IDS.company,
      ROLE_IDS.admin,
    ];
    const accounts: number[] = [];
    const world: World = {
      id: worlds,
      roles: [...roles, ROLE_IDS.admin, ROLE_IDS.company, ROLE_IDS.student],
      below: [],
      beyondRoles: new Map(),
      accounts,
      menus: [...adminMenuIds.values(), ...otherMenuIds],
      controlled: new Set(),
      passwords: new Map(),
      callers: new Map(),
      start: new Set(),
      steps: 0,
    };
    for (const role of accountRoles) {
      const email = uniqueEmail(`mundo${worlds}`);
      const id = await insertUser(db(), {
        name_us: `Cuenta ${worlds}`,
        email,
        dni: null,
        dni_type: null,
        password_hash: cheapHash(`secreta-${email}`),
        role_id: role,
        status: 'activo',
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      });
      accounts.push(id);
    }
    accounts.push(seededAdmin);
    world.below = accounts.slice(upper.length * 2, upper.length * 2 + belowRoles.length);
    // The first account of each random role may start in the coalition (at least one does), and
    // the account of the role below it; the powerful role's never.
    const members = spec.roles.map((_, index) => spec.members[index] ?? false);
    if (!members.some(Boolean)) members[0] = true;
    const belowMembers = spec.roles.map((_, index) => spec.belowMembers[index] ?? false);
    const memberIds = [
      ...members.flatMap((member, index) => (member ? [accounts[index * 2]!] : [])),
      ...belowMembers.flatMap((member, index) => (member ? [world.below[index]!] : [])),
    ];
    for (const id of memberIds) {
      world.controlled.add(id);
      world.callers.set(id, new ApiCaller(testApp.app, await issueAccessToken(db(), id, false, testApp.app.config.tokenIdleSeconds)));
    }
    world.start = await controlledPrivileges(world);
    const memberGrants = [...spec.roles.filter((_, index) => members[index]), ...belowRoles.filter((_, index) => belowMembers[index])];
    const within = (grants: Partial<Record<AdminTitle, Flags>>) =>
      memberGrants.some((holder) =>
        Object.entries(grants).every(([title, flags]) => {
          const held = holder[title as AdminTitle];
          return held && menuActions.every((action) => !flags[action] || held[action]);
        }),
      );
    const names = new Map(
      (await db().selectFrom('roles').select(['id_ro', 'name_ro']).where('id_ro', 'in', world.roles).execute()).map((r) => [
        r.id_ro,
        r.name_ro,
      ]),
    );
    for (const [index, grants] of grantsOf.entries()) if (!within(grants)) world.beyondRoles.set(roles[index]!, names.get(roles[index]!)!);
    world.beyondRoles.set(ROLE_IDS.admin, names.get(ROLE_IDS.admin)!);
    return world;
  }

  /** What the step is checked against: each account's role, password hash and e-mail before it. */
  async function snapshot(world: World) {
    const rows = await db()
      .selectFrom('users')
      .select(['id_us', 'role_id', 'password_hash', 'email'])
      .where('id_us', 'in', world.accounts)
      .execute();
    const roles = [...new Set(rows.map((row) => row.role_id))];
    const holding = new Set(
      (
        await db()
          .selectFrom('role_menus')
          .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
          .select('role_menus.role_id')
          .where('menus.title', 'in', [...adminTitles])
          .where('role_menus.role_id', 'in', roles)
          .execute()
      ).map((row) => row.role_id),
    );
    // Who the coalition controlled before the step: an account it takes over in the step is still judged.
    const controlled = new Set(world.controlled);
    return new Map(
      rows.map((row) => [
        row.id_us,
        { ...row, holdsAdmin: row.role_id === ROLE_IDS.admin || holding.has(row.role_id), controlled: controlled.has(row.id_us) },
      ]),
    );
  }

  async function checkInvariant(world: World, before: Awaited<ReturnType<typeof snapshot>>, step: string, status: number, call: string) {
    world.steps += 1;
    answers.set(`${call} ${status}`, (answers.get(`${call} ${status}`) ?? 0) + 1);
    const context = `world ${world.id}, step ${world.steps} (${step}) → ${status}`;
    if (status >= 500) throw new Error(`${context}: server error`);
    const gained = [...(await controlledPrivileges(world))].filter((token) => !world.start.has(token));
    if (gained.length > 0) throw new Error(`${context}: the coalition gained ${gained.join(', ')}`);
    const after = await snapshot(world);
    for (const [id, was] of before) {
      if (was.controlled || !was.holdsAdmin) continue;
      const now = after.get(id)!;
      if (now.password_hash !== was.password_hash || now.email !== was.email) {
        throw new Error(`${context}: account ${id} (role ${was.role_id}, holding admin items) had its credentials changed`);
      }
    }
    // The world's roles (those made in it included) and the system ones: the only ones its calls name.
    const names = await db().selectFrom('roles').select(['id_ro', 'name_ro']).where('id_ro', 'in', world.roles).execute();
    const administrator = foldForSearch('Administrador');
    for (const { id_ro, name_ro } of names) {
      if (id_ro === ROLE_IDS.admin && name_ro !== 'Administrador') throw new Error(`${context}: role 1 renamed ${name_ro}`);
      if (id_ro !== ROLE_IDS.admin && foldForSearch(name_ro) === administrator)
        throw new Error(`${context}: role ${id_ro} named ${name_ro}`);
      const kept = world.beyondRoles.get(id_ro);
      if (kept !== undefined && kept !== name_ro) throw new Error(`${context}: role ${id_ro} beyond the coalition renamed ${name_ro}`);
    }
  }

  const pick = <T>(items: readonly T[], index: number): T => items[index % items.length]!;
  const rolesOf = async (accounts: Set<number>) => {
    const rows = await db()
      .selectFrom('users')
      .select('role_id')
      .where('id_us', 'in', [...accounts])
      .orderBy('role_id')
      .execute();
    return [...new Set(rows.map((row) => row.role_id))];
  };

  /** A call by one of the coalition's signed-in accounts; `onSuccess` records what the coalition now controls. */
  abstract class CoalitionCall implements fc.AsyncCommand<World, World> {
    constructor(readonly actorPick: number) {}
    check(world: Readonly<World>): boolean {
      return world.callers.size > 0;
    }
    abstract describe(world: World): string;
    abstract call(
      world: World,
      caller: ApiCaller,
      actor: number,
    ): Promise<{ statusCode: number; json(): { data?: Record<string, number> } }>;
    onSuccess(_world: World, _response: { json(): { data?: Record<string, number> } }): void {}
    async run(world: World): Promise<void> {
      const [actor, caller] = pick([...world.callers], this.actorPick);
      const before = await snapshot(world);
      const response = await this.call(world, caller, actor);
      if (response.statusCode === 401) world.callers.delete(actor);
      if (response.statusCode < 300) this.onSuccess(world, response);
      await checkInvariant(world, before, `account ${actor}: ${this.describe(world)}`, response.statusCode, this.constructor.name);
    }
    toString(): string {
      return `${this.constructor.name}(${JSON.stringify(this)})`;
    }
  }

  class CreateAccount extends CoalitionCall {
    constructor(
      actorPick: number,
      readonly rolePick: number,
    ) {
      super(actorPick);
    }
    private password = '';
    describe(world: World) {
      return `creates an account of role ${pick(world.roles, this.rolePick)}`;
    }
    call(world: World, caller: ApiCaller) {
      this.password = `Nueva.Clave.${world.id}.${world.steps}`;
      const body = {
        name_us: 'Cuenta Creada',
        email: uniqueEmail('creada'),
        password: this.password,
        role_id: pick(world.roles, this.rolePick),
      };
      return caller.post('/api/admin/users', body);
    }
    override onSuccess(world: World, response: { json(): { data?: Record<string, number> } }) {
      const id = response.json().data!.id_us!;
      world.accounts.push(id);
      world.controlled.add(id);
      world.passwords.set(id, this.password);
    }
  }

  type AccountChange = 'password' | 'email' | 'role' | 'role+password' | 'name';
  class ChangeAccount extends CoalitionCall {
    constructor(
      actorPick: number,
      readonly targetPick: number,
      readonly change: AccountChange,
      readonly rolePick: number,
    ) {
      super(actorPick);
    }
    private password = '';
    private target = 0;
    describe(world: World) {
      return `changes ${this.change} of account ${this.target} (role pick ${pick(world.roles, this.rolePick)})`;
    }
    call(world: World, caller: ApiCaller) {
      this.target = this.targetPick % 2 === 0 ? pick(world.below, this.targetPick >> 1) : pick(world.accounts, this.targetPick);
      this.password = `Tomada.Clave.${world.id}.${world.steps}`;
      const role_id = pick(world.roles, this.rolePick);
      const body = {
        password: { password: this.password },
        email: { email: uniqueEmail('cambiada') },
        role: { role_id },
        'role+password': { role_id, password: this.password },
        name: { name_us: 'Nombre Cambiado' },
      }[this.change];
      return caller.patch(`/api/admin/users/${this.target}`, body);
    }
    override onSuccess(world: World) {
      if (this.change.includes('password')) {
        world.passwords.set(this.target, this.password);
        world.controlled.add(this.target);
        world.callers.delete(this.target);
      }
      // A new address the coalition reads lets it reset the password: the account is as good as taken.
      if (this.change === 'email') world.controlled.add(this.target);
    }
  }

  class SetStatus extends CoalitionCall {
    constructor(
      actorPick: number,
      readonly targetPick: number,
      readonly active: boolean,
    ) {
      super(actorPick);
    }
    describe(world: World) {
      return `sets account ${pick(world.accounts, this.targetPick)} ${this.active ? 'activo' : 'inactivo'}`;
    }
    call(world: World, caller: ApiCaller) {
      return caller.post(`/api/admin/users/${pick(world.accounts, this.targetPick)}/status`, {
        status: this.active ? 'activo' : 'inactivo',
      });
    }
  }

  type GrantChange = 'create' | 'update' | 'delete';
  /**
   * `fit`: the flags asked are cut down to the actor's own on that item, as a careful attacker
   * would ask; otherwise they are asked as drawn.
   */
  class ChangeGrant extends CoalitionCall {
    constructor(
      actorPick: number,
      readonly change: GrantChange,
      readonly rolePick: number,
      readonly menuPick: number,
      readonly flags: Flags,
      readonly fit: boolean,
    ) {
      super(actorPick);
    }
    private role = 0;
    describe(world: World) {
      return `${this.change}s the grant of role ${this.role} on menu ${pick(world.menus, this.menuPick)} ${JSON.stringify(this.flags)}${this.fit ? ' fitted' : ''}`;
    }
    async call(world: World, caller: ApiCaller, actor: number) {
      // Half the time the role of an account the coalition controls: a grant it would then use.
      const held = await rolesOf(world.controlled);
      const role = this.rolePick % 2 === 0 && held.length > 0 ? pick(held, this.rolePick >> 1) : pick(world.roles, this.rolePick);
      this.role = role;
      const menu = pick(world.menus, this.menuPick);
      let flags = this.flags;
      if (this.fit) {
        const held = await db()
          .selectFrom('role_menus')
          .select(['c', 'u', 'd', 'x'])
          .where('menu_id', '=', menu)
          .where('role_id', '=', db().selectFrom('users').select('role_id').where('id_us', '=', actor))
          .executeTakeFirst();
        flags = Object.fromEntries(menuActions.map((action) => [action, this.flags[action] && Boolean(held?.[action])])) as Flags;
      }
      if (this.change === 'create') return caller.post(`/api/admin/roles/${role}/permissions`, { menu_id: menu, ...flags });
      if (this.change === 'update') return caller.put(`/api/admin/roles/${role}/permissions/${menu}`, flags);
      return caller.delete(`/api/admin/roles/${role}/permissions/${menu}`);
    }
  }

  type RoleChange = 'create' | 'rename' | 'delete';
  class ChangeRole extends CoalitionCall {
    override onSuccess(world: World, response: { json(): { data?: Record<string, number> } }) {
      // A role the coalition made is one more it may fill with grants and accounts.
      if (this.change === 'create') world.roles.push(response.json().data!.id_ro!);
    }
    constructor(
      actorPick: number,
      readonly change: RoleChange,
      readonly rolePick: number,
      readonly namePick: number,
    ) {
      super(actorPick);
    }
    describe(world: World) {
      return `${this.change}s role ${pick(world.roles, this.rolePick)} as ${pick(roleNamePool, this.namePick)}`;
    }
    call(world: World, caller: ApiCaller) {
      const role = pick(world.roles, this.rolePick);
      const name = `${pick(roleNamePool, this.namePick)}${this.namePick % 3 === 0 ? '' : ` ${world.id}.${world.steps}`}`;
      if (this.change === 'create') return caller.post('/api/admin/roles', { name_ro: name });
      if (this.change === 'rename') return caller.patch(`/api/admin/roles/${role}`, { name_ro: name });
      return caller.delete(`/api/admin/roles/${role}`);
    }
  }

  class ChangeMenu extends CoalitionCall {
    constructor(
      actorPick: number,
      readonly menuPick: number,
      readonly titlePick: number,
      readonly remove: boolean,
    ) {
      super(actorPick);
    }
    describe(world: World) {
      return `${this.remove ? 'deletes' : 'retitles'} menu ${pick(world.menus, this.menuPick)}`;
    }
    call(world: World, caller: ApiCaller) {
      const menu = pick(world.menus, this.menuPick);
      if (this.remove) return caller.delete(`/api/admin/menus/${menu}`);
      return caller.patch(`/api/admin/menus/${menu}`, { title: pick([...adminTitles, `otro-${world.id}`], this.titlePick) });
    }
  }

  /** The coalition signs in as an account whose password it set, and goes on as it too. */
  class SignIn implements fc.AsyncCommand<World, World> {
    constructor(readonly accountPick: number) {}
    check(world: Readonly<World>): boolean {
      return world.passwords.size > 0;
    }
    async run(world: World): Promise<void> {
      const [id, password] = pick([...world.passwords], this.accountPick);
      const before = await snapshot(world);
      const caller = new ApiCaller(testApp.app);
      const response = await caller.post('/api/user/login', { email: before.get(id)?.email, password });
      if (response.statusCode === 200) {
        caller.token = response.json().data.token;
        world.callers.set(id, caller);
      }
      await checkInvariant(world, before, `signs in as ${id}`, response.statusCode, 'SignIn');
    }
    toString(): string {
      return `SignIn(${this.accountPick})`;
    }
  }

  const n = fc.nat({ max: 1000 });
  const commands = [
    fc.tuple(n, n).map(([a, r]) => new CreateAccount(a, r)),
    fc
      .tuple(n, n, fc.constantFrom<AccountChange>('password', 'email', 'role', 'role+password', 'name'), n)
      .map(([a, t, c, r]) => new ChangeAccount(a, t, c, r)),
    fc.tuple(n, n, fc.boolean()).map(([a, t, active]) => new SetStatus(a, t, active)),
    fc
      .tuple(n, fc.constantFrom<GrantChange>('create', 'update', 'delete'), n, n, flagsArb, fc.boolean())
      .map(([a, c, r, m, f, fit]) => new ChangeGrant(a, c, r, m, f, fit)),
    fc
      .tuple(n, fc.constantFrom<GrantChange>('create', 'update'), n, n, flagsArb)
      .map(([a, c, r, m, f]) => new ChangeGrant(a, c, r, m, f, true)),
    fc.tuple(n, fc.constantFrom<RoleChange>('create', 'rename', 'delete'), n, n).map(([a, c, r, name]) => new ChangeRole(a, c, r, name)),
    fc.tuple(n, n, n, fc.boolean()).map(([a, m, t, remove]) => new ChangeMenu(a, m, t, remove)),
    n.map((a) => new SignIn(a)),
  ];

  it(
    'no sequence of delegated calls gains the coalition an admin privilege or another account',
    async () => {
      const started = performance.now();
      let steps = 0;
      let sequences = 0;
      await fc.assert(
        fc.asyncProperty(worldArb, fc.commands(commands, { maxCommands: 20, size: 'medium' }), async (spec, sequence) => {
          const world = await buildWorld(spec);
          await fc.asyncModelRun(() => ({ model: world, real: world }), sequence);
          sequences += 1;
          steps += world.steps;
          if (process.env.PRIVILEGE_PROGRESS && sequences % 100 === 0) {
            process.stderr.write(`${sequences} sequences, ${steps} steps, ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
          }
        }),
        { numRuns: runs[dialect], ...(seed !== undefined && { seed }), ...(process.env.PRIVILEGE_NO_SHRINK && { endOnFailure: true }) },
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const histogram = [...answers].sort(([a], [b]) => a.localeCompare(b)).map(([kind, count]) => `${kind}×${count}`);
      console.log(`privilege model (${dialect}): answers ${histogram.join(', ')}`);
      console.log(`privilege model (${dialect}): ${sequences} sequences, ${steps} steps, 0 violations (${seconds} s)`);
      expect(sequences).toBe(runs[dialect]);
    },
    30 * 60_000,
  );
});
