import { sendPasswordResetEmail } from '@chorus/shell';
import { AuthLayout, loginTagline } from '../components/AuthLayout';
import { ForgotPasswordForm } from '../forms/ForgotPasswordForm';

export default function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Recover your password"
      subtitle="We will e-mail you a link to reset it."
      tagline={loginTagline}
    >
      <ForgotPasswordForm onSubmit={({ email }) => sendPasswordResetEmail(email)} />
    </AuthLayout>
  );
}
