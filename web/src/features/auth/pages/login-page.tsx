import { Navigate } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session/session-context';
import { AuthLayout } from '../components/auth-layout';
import { LoginCard } from '../components/login-card';

export function LoginPage() {
  usePageTitle('Login');
  const { user } = useSession();
  if (user) return <Navigate to={`/dashboard/${user.role}`} replace />;
  return (
    <AuthLayout>
      <LoginCard />
    </AuthLayout>
  );
}
