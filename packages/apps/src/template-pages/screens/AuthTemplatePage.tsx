/**
 * /pages/auth/*: the ten template auth pages, one screen reading its variant from the path. The forms are the
 * real sign-in forms (`../../auth/forms`) and their validation; each page differs only in its frame (a centred
 * card, or the split screen for the `-2` pages) and in where its links lead (the same family's pages). They
 * submit to nothing real and say so in the snackbar.
 */
import { authStore, Link, useDocumentTitle } from '@chorus/shell';
import { Avatar, Icon } from '@chorus/ui';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import * as auth from '../../auth/components/auth.css';
import { ForgotPasswordForm } from '../../auth/forms/ForgotPasswordForm';
import type { AuthLinks } from '../../auth/forms/links';
import { LoginForm } from '../../auth/forms/LoginForm';
import { RegisterForm } from '../../auth/forms/RegisterForm';
import { isEmail } from '../../auth/forms/validation';
import { useT as useAuthT } from '../../auth/i18n';
import { ResetPasswordForm } from '../forms/ResetPasswordForm';
import { UnlockForm } from '../forms/UnlockForm';
import { useT } from '../i18n';
import { type AuthPageName, authPageNames, templatePaths } from '../templatePaths';
import '../templatePages.icons';
import { AuthFrame, type AuthFrameVariant } from '../views/AuthFrame';
import { useTemplateSubmit } from '../views/templateSubmit';

/** The page a path shows: its form and its frame ('login-2' is the login form in the split screen). */
export function authPageOf(pathname: string): { form: string; variant: AuthFrameVariant } {
  const name = (authPageNames as readonly string[]).find((page) => pathname.endsWith(`/${page}`)) ?? 'login';
  return { form: name.replace(/-2$/, ''), variant: name.endsWith('-2') ? 'split' : 'card' };
}

/** The family's own pages: a card page links to card pages, a split one to split ones. */
function familyLinks(variant: AuthFrameVariant): AuthLinks {
  const page = (name: string) =>
    templatePaths.auth(`${name}${variant === 'split' ? '-2' : ''}` as AuthPageName);
  return { login: page('login'), register: page('register'), forgotPassword: page('forgot-password') };
}

export default function AuthTemplatePage() {
  const { pathname } = useLocation();
  const { form, variant } = authPageOf(pathname);
  const t = useT();
  const tAuth = useAuthT();
  const links = familyLinks(variant);
  const notSent = useTemplateSubmit();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useSnapshot(authStore);

  switch (form) {
    case 'register':
      return (
        <Page variant={variant} title={tAuth('register.title')}>
          <RegisterForm onSubmit={notSent} links={links} />
        </Page>
      );
    case 'forgot-password':
      return (
        <Page variant={variant} title={tAuth('forgot.title')} subtitle={tAuth('forgot.subtitle')}>
          <ForgotPasswordForm
            links={links}
            onSubmit={async ({ email }) => {
              await notSent();
              // The next page of the flow: where the mail would have gone.
              navigate(`${templatePaths.auth('mail-confirm')}?email=${encodeURIComponent(email)}`);
            }}
          />
        </Page>
      );
    case 'reset-password':
      return (
        <Page variant={variant} title={t('reset.title')} subtitle={t('reset.subtitle')}>
          <ResetPasswordForm onSubmit={notSent} links={links} />
        </Page>
      );
    case 'mail-confirm': {
      // The address the mail went to: the one given in the link (?email=), else the signed-in user's.
      const given = params.get('email') ?? '';
      const email = isEmail(given) ? given.trim() : user.data.email;
      return (
        <Page variant={variant} title={t('mailConfirm.title')} media={<Icon name="mail" size="xl" />}>
          <p className={auth.subtitle}>
            {t.rich('mailConfirm.sent', { email: (chunks) => <strong>{chunks}</strong> }, { email })}
          </p>
          <p className={auth.subtitle}>{t('mailConfirm.check')}</p>
          <div className={auth.row}>
            <Link className={auth.link} to={links.login}>
              {tAuth('forgot.back')}
            </Link>
          </div>
        </Page>
      );
    }
    case 'lock':
      return (
        <Page
          variant={variant}
          title={t('lock.title')}
          subtitle={t('lock.subtitle')}
          media={
            <>
              <Avatar src={user.data.photoURL} name={user.data.displayName} size="xl" decorative />
              <p className={auth.label}>{user.data.displayName}</p>
            </>
          }
        >
          <UnlockForm email={user.data.email} onSubmit={notSent} links={links} />
        </Page>
      );
    default:
      return (
        <Page variant={variant} title={tAuth('login.title')}>
          <LoginForm onSubmit={notSent} links={links} />
        </Page>
      );
  }
}

function Page(props: Parameters<typeof AuthFrame>[0]) {
  useDocumentTitle(props.title);
  return <AuthFrame {...props} />;
}
