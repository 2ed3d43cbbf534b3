import { adminTitles, cvSectionTitles, followUpTitles, type MenuTitle, ROLE_IDS } from '@portal/contracts';
import type { MenuIcon } from '@portal/contracts/schemas';

export const seedRoles = [
  { id_ro: ROLE_IDS.admin, name_ro: 'Administrador' },
  { id_ro: ROLE_IDS.company, name_ro: 'Empresa' },
  { id_ro: ROLE_IDS.student, name_ro: 'Estudiante' },
  { id_ro: ROLE_IDS.tutor, name_ro: 'Tutor académico' },
] as const;

export interface SeedMenu {
  /** The seeded titles are the contract's menu titles, which routes are guarded by. */
  title: MenuTitle;
  /** Route name; null for a group. */
  name: string | null;
  path: string | null;
  icon: MenuIcon | null;
  children?: SeedMenu[];
  /**
   * The access seed version that added the item (default 1). An install seeded at an earlier
   * version receives it, and its flags, once; items it already had are left as an administrator
   * left them (a deleted one stays deleted).
   */
  since?: number;
}

const tabler = (name: string) => ({ set: 'tabler' as const, name });
const item = (title: MenuTitle, name: string, path: string, icon: string, since?: number): SeedMenu => ({
  title,
  name,
  path,
  icon: tabler(icon),
  ...(since === undefined ? {} : { since }),
});
const group = (title: MenuTitle, icon: string, children: SeedMenu[], since?: number): SeedMenu => ({
  title,
  name: null,
  path: null,
  icon: tabler(icon),
  children,
  ...(since === undefined ? {} : { since }),
});

/** The menu tree of PRODUCT.md; order within each level is the order here. */
export const seedMenus: SeedMenu[] = [
  group('information', 'file-cv', [
    item('main_info', 'cv-basic', '/CV/basic', 'user'),
    item('main_u', 'cv-education-in', '/CV/education-in', 'school'),
    item('main_education', 'cv-education-out', '/CV/education-out', 'certificate'),
    item('main_languages', 'cv-languages', '/CV/languages', 'language'),
    item('main_computer', 'cv-computer', '/CV/computer', 'device-desktop'),
    item('main_other', 'cv-other', '/CV/other', 'star'),
    item('main_courses', 'cv-courses', '/CV/courses', 'book'),
    item('main_work', 'cv-work', '/CV/work', 'briefcase'),
    item('main_extra', 'cv-extra', '/CV/extra', 'trophy'),
  ]),
  item('offers', 'offers', '/offers', 'search'),
  item('applications', 'applications', '/applications', 'send'),
  item('new_offer', 'company-new-offer', '/company/new-offer', 'circle-plus'),
  item('my_offers', 'company-my-offers', '/company/my-offers', 'list-details'),
  group('users', 'users', [
    item('adm-users', 'admin-users', '/admin/users', 'user-cog'),
    item('adm-roles', 'admin-roles', '/admin/roles', 'id-badge'),
    item('adm-permissions', 'admin-permissions', '/admin/permissions', 'lock'),
    item('adm-audit', 'admin-audit', '/admin/audit', 'clipboard-list', 2),
  ]),
  group('settings-menu', 'settings', [
    item('menus', 'admin-menus', '/admin/menus', 'menu-2'),
    item('catalogs', 'admin-catalogs', '/admin/catalogs', 'list'),
    item('universities', 'admin-universities', '/admin/universities', 'building'),
  ]),
  // Wave 3: prácticas pre-profesionales.
  item('practicas', 'practicas', '/practicas', 'briefcase', 3),
  item('company-practicas', 'company-practicas', '/company/practicas', 'users', 3),
  item('tutor-practicas', 'tutor-practicas', '/tutor/practicas', 'school', 3),
  group(
    'practicas-admin',
    'briefcase',
    [
      item('convenios', 'admin-convenios', '/admin/convenios', 'file', 3),
      item('adm-practicas', 'admin-practicas', '/admin/practicas', 'clipboard-list', 3),
      item('practicas-report', 'admin-practicas-report', '/admin/practicas/report', 'chart-bar', 3),
    ],
    3,
  ),
  group(
    'follow-up',
    'school',
    [
      item('surveys', 'admin-surveys', '/admin/surveys', 'clipboard-list', 3),
      item('follow-up-report', 'admin-follow-up', '/admin/follow-up', 'chart-bar', 3),
    ],
    3,
  ),
  // Personal data (LOPDP): every role's "Mis datos"; the career office's request queue.
  group(
    'trust',
    'shield-check',
    [
      item('moderation', 'admin-moderation', '/admin/moderation', 'list-details', 3),
      item('data-requests', 'admin-data-requests', '/admin/data-requests', 'inbox', 3),
    ],
    3,
  ),
  item('my-data', 'account-data', '/account/data', 'shield-lock', 3),
];

/** Flags as letters: 'cudx' grants all four, '' only shows the item. */
type Grants = Partial<Record<MenuTitle, string>>;

/**
 * Default flags per role (documented in server/README.md). c on offers means apply (API.md);
 * x means: on a CV section, export the CV as PDF; on my offers, publish/close; on admin users,
 * activate/deactivate, approve a company, resend verification.
 */
export const seedGrants: Record<number, Grants> = {
  [ROLE_IDS.student]: {
    information: '',
    ...Object.fromEntries(cvSectionTitles.map((title) => [title, 'cudx'])),
    offers: 'c',
    applications: 'd',
    // c logs hours, u edits them and evaluates the placement, d deletes them, x downloads the certificate.
    practicas: 'cudx',
    // c: file a data request; d: ask to delete the account.
    'my-data': 'cd',
  },
  // u reviews hours and evaluates the intern.
  [ROLE_IDS.company]: { new_offer: 'c', my_offers: 'udx', 'company-practicas': 'u', 'my-data': 'cd' },
  [ROLE_IDS.admin]: {
    users: '',
    'settings-menu': '',
    ...Object.fromEntries(adminTitles.map((title) => [title, 'cudx'])),
    // The audit log is only read.
    'adm-audit': '',
    'practicas-admin': '',
    convenios: 'cud',
    'adm-practicas': 'cud',
    // x downloads the CSV.
    'practicas-report': 'x',
    'follow-up': '',
    ...Object.fromEntries(followUpTitles.map((title) => [title, 'cudx'])),
    'my-data': 'cd',
    // c: publish a new privacy notice; u: answer a data request.
    trust: '',
    moderation: 'cudx',
    'data-requests': 'cu',
  },
  // u grades.
  [ROLE_IDS.tutor]: { 'tutor-practicas': 'u', 'my-data': 'cd' },
};
