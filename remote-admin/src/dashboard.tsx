import { MessagesScope } from '@portal/shared';
import { dashboardMessages } from './features/dashboard/dashboard-messages';
import { DashboardPanel } from './features/dashboard/components/dashboard-panel';

/**
 * Exposed as `./dashboard`: the administrator's landing figures that the shell's home page
 * shows, loaded on their own, without the admin screens; the charts come later still.
 */
export default function AdminDashboard() {
  return (
    <MessagesScope messages={dashboardMessages}>
      <DashboardPanel />
    </MessagesScope>
  );
}
