import { Outlet } from 'react-router';
import { Page } from '../../../components/ui/page';
import { ExploreBreadcrumb } from '../components/breadcrumb';

const EXPLORE_PATH = '/dashboard/student/explore';

/** /dashboard/student/explore and its tiles' routes (attendence, feedue, performance). */
export function ExplorePage() {
  return (
    <Page title="Explore">
      <ExploreBreadcrumb homePath={EXPLORE_PATH} />
      <Outlet />
    </Page>
  );
}
