import {
  mdiAccount,
  mdiAccountCog,
  mdiAccountGroup,
  mdiBell,
  mdiBookOpenVariant,
  mdiBriefcase,
  mdiCalendar,
  mdiCardAccountDetails,
  mdiCertificate,
  mdiChartBar,
  mdiCircleSmall,
  mdiClipboardList,
  mdiCog,
  mdiDomain,
  mdiEarth,
  mdiEmail,
  mdiFileAccount,
  mdiFileDocument,
  mdiFormatListBulleted,
  mdiHelpCircle,
  mdiHome,
  mdiLock,
  mdiMagnify,
  mdiMenu,
  mdiMonitor,
  mdiPlusCircle,
  mdiSchool,
  mdiSend,
  mdiStar,
  mdiTranslate,
  mdiTrophy,
} from '@mdi/js';
import type { MenuIconName } from '@portal/contracts';
import type { SetIconProps } from './icon-props';

/** The Material Design icons a menu entry may name (path data only, no icon font). */
const icons: Record<MenuIconName<'material'>, string> = {
  account: mdiAccount,
  'account-cog': mdiAccountCog,
  'account-group': mdiAccountGroup,
  bell: mdiBell,
  'book-open-variant': mdiBookOpenVariant,
  briefcase: mdiBriefcase,
  calendar: mdiCalendar,
  'card-account-details': mdiCardAccountDetails,
  certificate: mdiCertificate,
  'chart-bar': mdiChartBar,
  'clipboard-list': mdiClipboardList,
  cog: mdiCog,
  domain: mdiDomain,
  earth: mdiEarth,
  email: mdiEmail,
  'file-account': mdiFileAccount,
  'file-document': mdiFileDocument,
  'format-list-bulleted': mdiFormatListBulleted,
  'help-circle': mdiHelpCircle,
  home: mdiHome,
  lock: mdiLock,
  magnify: mdiMagnify,
  menu: mdiMenu,
  monitor: mdiMonitor,
  'plus-circle': mdiPlusCircle,
  school: mdiSchool,
  send: mdiSend,
  star: mdiStar,
  translate: mdiTranslate,
  trophy: mdiTrophy,
};

export default function MaterialIcon({ name, size }: SetIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable={false}>
      <path d={icons[name as MenuIconName<'material'>] ?? mdiCircleSmall} />
    </svg>
  );
}
