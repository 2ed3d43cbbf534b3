/** Shapes the server sends at login (spec §3) and the client keeps in its session. */
export interface Role {
  id_ro: number;
  name_ro: string;
}

export interface SessionUser {
  id_us: number;
  name_us: string;
  role: Role;
}

export interface MenuPermissions {
  c: boolean;
  u: boolean;
  d: boolean;
  x: boolean;
}

export interface MenuItem {
  id: number;
  name: string | null;
  title: string;
  path: string | null;
  icon: string | null;
  permissions: MenuPermissions;
  children: MenuItem[];
}

export interface LoginData {
  menu: MenuItem[];
  user: SessionUser;
  token: string;
}
