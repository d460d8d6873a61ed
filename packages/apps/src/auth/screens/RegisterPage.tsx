import { authMessages, registerWithEmailAndPassword, setUser } from '@chorus/shell';
import { useEffect, useRef, useState } from 'react';
import { AuthLayout, registerTagline } from '../components/AuthLayout';
import { RegisterForm } from '../forms/RegisterForm';

/** /register: a new account is signed in at once; the guard then takes it to /apps/initiatives. */
export default function RegisterPage() {
  const [success, setSuccess] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <AuthLayout
      title="Create an account"
      tagline={registerTagline}
      note="Hosts run meetings; attendees contribute, vote and read the results."
    >
      <RegisterForm
        successMessage={success}
        onSubmit={async ({ fullName, email, phoneNumber, password, organization, host }) => {
          const user = await registerWithEmailAndPassword(
            { fullName, email, phoneNumber, password, organization, userType: host ? 1 : 2 },
            { signIn: false },
          );
          setSuccess(authMessages.accountCreated);
          // The new user is signed in once the success message has been seen; the guard then moves on.
          timer.current = setTimeout(() => setUser(user), 1200);
        }}
      />
    </AuthLayout>
  );
}
