import { authStore, signInWithEmailAndPassword } from '@chorus/shell';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { authPagesOptions } from '../authPages.config';
import { AuthLayout, loginTagline } from '../components/AuthLayout';
import { type DemoCredential, LoginForm } from '../forms/LoginForm';

/** /login: after sign-in the route guard sends the user back where they were going, or to /apps/initiatives. */
export default function LoginPage() {
  const { message } = useSnapshot(authStore);
  const [accounts, setAccounts] = useState<readonly DemoCredential[]>([]);
  useEffect(() => {
    let live = true;
    authPagesOptions
      .demoAccounts?.()
      .then((list) => {
        if (live) setAccounts(list);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return (
    <AuthLayout
      title="Login to your account"
      tagline={loginTagline}
      note="Private input first, anonymous ideas, blind votes: decisions your whole team owns."
    >
      <LoginForm
        notice={message}
        demoAccounts={accounts}
        onSubmit={async ({ username, password }) => {
          await signInWithEmailAndPassword(username, password);
        }}
      />
    </AuthLayout>
  );
}
