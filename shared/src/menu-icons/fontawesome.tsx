import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';
import {
  faAward,
  faBell,
  faBook,
  faBriefcase,
  faBuilding,
  faCalendar,
  faChartBar,
  faCircle,
  faCirclePlus,
  faClipboardList,
  faDesktop,
  faEnvelope,
  faFile,
  faFileLines,
  faGear,
  faGlobe,
  faGraduationCap,
  faHouse,
  faIdBadge,
  faLanguage,
  faList,
  faLock,
  faMagnifyingGlass,
  faPaperPlane,
  faQuestion,
  faStar,
  faTrophy,
  faUser,
  faUserGear,
  faUsers,
} from '@fortawesome/free-solid-svg-icons';
import type { MenuIconName } from '@portal/contracts';
import type { SetIconProps } from './icon-props';

/** The Font Awesome (free solid) icons a menu entry may name, drawn without the FA runtime. */
const icons: Record<MenuIconName<'fontawesome'>, IconDefinition> = {
  award: faAward,
  bell: faBell,
  book: faBook,
  briefcase: faBriefcase,
  building: faBuilding,
  calendar: faCalendar,
  'chart-bar': faChartBar,
  'circle-plus': faCirclePlus,
  'clipboard-list': faClipboardList,
  desktop: faDesktop,
  envelope: faEnvelope,
  file: faFile,
  'file-lines': faFileLines,
  gear: faGear,
  globe: faGlobe,
  'graduation-cap': faGraduationCap,
  house: faHouse,
  'id-badge': faIdBadge,
  language: faLanguage,
  list: faList,
  lock: faLock,
  'magnifying-glass': faMagnifyingGlass,
  'paper-plane': faPaperPlane,
  question: faQuestion,
  star: faStar,
  trophy: faTrophy,
  user: faUser,
  'user-gear': faUserGear,
  users: faUsers,
};

export default function FontAwesomeIcon({ name, size }: SetIconProps) {
  const [width, height, , , path] = (icons[name as MenuIconName<'fontawesome'>] ?? faCircle).icon;
  const d = Array.isArray(path) ? path.join(' ') : path;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${width} ${height}`} fill="currentColor" aria-hidden focusable={false}>
      <path d={d} />
    </svg>
  );
}
