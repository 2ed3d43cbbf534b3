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

/** A menu icon: its set (Tabler, Font Awesome or Material) and its name in that set. */
export interface MenuIcon {
  set: 'tabler' | 'fontawesome' | 'material';
  name: string;
}

export interface MenuItem {
  id: number;
  /** Route name; null for a group that only holds children. */
  name: string | null;
  /** i18n key of the title (`main_info`), translated by the client as `menu.{title}`. */
  title: string;
  path: string | null;
  icon: MenuIcon | null;
  permissions: MenuPermissions;
  children: MenuItem[];
}

export interface LoginData {
  menu: MenuItem[];
  user: SessionUser;
  token: string;
}
