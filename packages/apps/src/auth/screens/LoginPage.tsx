import { authStore, signInWithEmailAndPassword } from '@chorus/shell';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { loadDemoAccounts, loadedDemoAccounts } from '../authPages.config';
import { AuthLayout, loginTagline } from '../components/AuthLayout';
import { type DemoCredential, LoginForm } from '../forms/LoginForm';

/** /login: after sign-in the route guard sends the user back where they were going, or to /apps/initiatives. */
export default function LoginPage() {
  const { message } = useSnapshot(authStore);
  // Loaded with the route (see ../index.ts); the effect covers a page rendered without that route.
  const [accounts, setAccounts] = useState<readonly DemoCredential[]>(() => loadedDemoAccounts() ?? []);
  useEffect(() => {
    let live = true;
    void loadDemoAccounts().then((list) => {
      if (live) setAccounts(list);
    });
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
